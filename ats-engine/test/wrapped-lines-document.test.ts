// The optimized resume of a PDF whose bullets are drawn as shapes (the text read has no bullet
// sign) and whose lines the PDF wrapped (issue 31, decision 037): the reading joins the wrapped
// lines and reads the lines under a role as its bullets; the engine hands back the person's own
// text with its wrapped lines joined. Real PDFs: the project's fixtures/resumes/john_doe.pdf (its
// list markers are drawn by Chromium) and the sample corpus (RESUMEBEAT_CORPUS).
import { documentBlocks, joinWrappedLines, type DocumentBlock } from '@resumebeat/shared-contract/document';
import { optimizeResume, parseResume } from '../src/index';
import { resumeParagraphs } from '../src/export/resume-docx';
import { RESUME_PDFS, corpusBytes, describeWithCorpus, fixtureBytes } from './support/corpus';

const kinds = (blocks: DocumentBlock[], kind: DocumentBlock['kind']) =>
  blocks.filter((block) => block.kind === kind).map((block) => block.text);

describe('the reading of wrapped lines and drawn bullets', () => {
  const text = [
    'JANE ROE',
    'jane.roe@example.com — (555) 010-0100',
    '',
    'EXPERIENCE',
    'Senior Engineer, Acme Corp, Portland, OR, March',
    '2021 - Present',
    'Built the billing service in Java and Spring Boot that handles 2 million events a',
    'day',
    'Reduced page load time by 40% with code splitting',
    'Engineer, Beta Inc, Salem, OR, July 2017 - February',
    '2021',
    'Wrote internal tools in Python for the payments and fraud',
    'team',
    '',
    'SKILLS',
    'Java, Python, Angular',
    'Git and Docker',
  ].join('\n');

  it('joins a line that continues the sentence above, and only such a line', () => {
    expect(joinWrappedLines(text).split('\n')).toEqual([
      'JANE ROE',
      'jane.roe@example.com — (555) 010-0100',
      '',
      'EXPERIENCE',
      'Senior Engineer, Acme Corp, Portland, OR, March 2021 - Present',
      'Built the billing service in Java and Spring Boot that handles 2 million events a day',
      'Reduced page load time by 40% with code splitting',
      'Engineer, Beta Inc, Salem, OR, July 2017 - February 2021',
      'Wrote internal tools in Python for the payments and fraud team',
      '',
      'SKILLS',
      'Java, Python, Angular',
      'Git and Docker',
    ]);
  });

  it('reads a dated line as a role and the lines under it as its bullets', () => {
    const blocks = documentBlocks(text);
    expect(kinds(blocks, 'role')).toEqual([
      'Senior Engineer, Acme Corp, Portland, OR, March 2021 - Present',
      'Engineer, Beta Inc, Salem, OR, July 2017 - February 2021',
    ]);
    expect(kinds(blocks, 'bullet')).toEqual([
      'Built the billing service in Java and Spring Boot that handles 2 million events a day',
      'Reduced page load time by 40% with code splitting',
      'Wrote internal tools in Python for the payments and fraud team',
    ]);
    // A blank line and a heading end the role: the skills are not its bullets.
    expect(kinds(blocks, 'paragraph')).toEqual([
      'jane.roe@example.com — (555) 010-0100',
      'Java, Python, Angular',
      'Git and Docker',
    ]);
    // Where each block starts in the text.
    expect(blocks.find((block) => block.text.startsWith('Built the billing'))!.line).toBe(6);
  });

  it('keeps lines of their own: a finished sentence, a short line, an address or link, a bullet, a heading', () => {
    const own = [
      'Name',
      'A summary sentence that is long enough to be wrapped by a PDF.',
      'then this would not be joined because the sentence above ended',
      'Java 17 and Java EE',
      'spring boot',
      'Contact me at the address below, or find my work on my profile at',
      'jane@example.com',
      'Led a team of five engineers across three time zones and two products',
      '• Shipped the new checkout',
      'Owned the roadmap for the platform team and the developer experience of',
      'SKILLS',
    ].join('\n');
    expect(joinWrappedLines(own)).toBe(own);
  });

  it("keeps a table row's cells apart (tabs stay tabs) and joins a cell the PDF wrapped to its row", () => {
    const text = [
      'Priya Patel',
      'Email\tpriya.patel@example.com\tPhone\t(512) 555-0134',
      'Data Scientist\tJun 2021 - Present\tBuilt demand forecasting models that',
      'reduced stockouts by 15%',
    ].join('\n');
    expect(joinWrappedLines(text).split('\n')).toEqual([
      'Priya Patel',
      'Email\tpriya.patel@example.com\tPhone\t(512) 555-0134',
      'Data Scientist\tJun 2021 - Present\tBuilt demand forecasting models that reduced stockouts by 15%',
    ]);
  });

  it('leaves a letter as written', () => {
    const letter = 'Dear hiring manager, I am writing to apply for the role of senior engineer at\nyour company.';
    expect(documentBlocks(letter, 'letter').map((block) => block.text)).toEqual(letter.split('\n'));
  });
});

describe('the optimized resume of fixtures/resumes/john_doe.pdf (drawn bullets, wrapped lines)', () => {
  it('reads as roles with whole bullets, in the page, the PDF and HTML reading and the Word file', async () => {
    const parsed = await parseResume(fixtureBytes('resumes/john_doe.pdf'), { fileName: 'john_doe.pdf' });
    // The text read from the PDF: no bullet sign, lines wrapped where the PDF wrapped them.
    expect(parsed.text).not.toMatch(/^\s*[•●▪◦-]\s/m);
    expect(parsed.text).toMatch(/1\.2 million events a\nday/);
    const optimized = optimizeResume(parsed).optimizedResume;
    const blocks = documentBlocks(optimized);
    const roles = kinds(blocks, 'role');
    expect(roles).toHaveLength(2);
    expect(roles[0]).toMatch(/Northwind Freight Systems.*2020\s*[-–]\s*Present$/);
    expect(roles[1]).toMatch(/Bluefield Insurance Group.*2017\s*[-–]\s*Feb(ruary)? 2020$/);
    const bullets = kinds(blocks, 'bullet');
    expect(bullets).toContain(
      'Built shipment-tracking services in Java and Spring Boot that handle 1.2 million events a day',
    );
    expect(bullets).toContain(
      'Designed PostgreSQL schemas and tuned queries, reducing report run time from 9 minutes to 50 seconds',
    );
    expect(bullets).toContain('Maintained MySQL and MongoDB databases and wrote complex queries for the finance team');
    expect(bullets).toHaveLength(9);
    // No fragment of a sentence is left as a block of its own.
    for (const block of blocks)
      expect(block.text).not.toMatch(/^(day|team|to 50 seconds|2017|2020 - Present|February 2020)$/);
    // The Word file reads it the same way: a paragraph per block.
    expect(resumeParagraphs(optimized)).toHaveLength(blocks.length);
  });
});

describeWithCorpus('the optimized resume of each corpus PDF, read as a document', () => {
  it.each(RESUME_PDFS)('%s: no block is the wrapped end of the one above', async (file) => {
    const parsed = await parseResume(corpusBytes(`resumes/${file}`), { fileName: file });
    const optimized = optimizeResume(parsed).optimizedResume;
    const blocks = documentBlocks(optimized);
    expect(blocks.filter((block) => block.kind === 'role').length).toBeGreaterThan(0);
    expect(blocks.filter((block) => block.kind === 'bullet').length).toBeGreaterThan(0);
    // Joining is idempotent. (A rewrite may copy a section as the person wrote it, wrapped lines
    // included: the reading joins them, as checked below.)
    expect(joinWrappedLines(joinWrappedLines(optimized))).toBe(joinWrappedLines(optimized));
    blocks.forEach((block, i) => {
      if (i === 0 || block.kind === 'heading') return;
      // A block that starts in lower case after one with no full stop would be a wrapped piece.
      const before = blocks[i - 1]!;
      const wrappedPiece =
        /^\p{Ll}/u.test(block.text) &&
        before.text.length >= 40 &&
        !/[.!?:;]$/.test(before.text) &&
        !/^\S*@|^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(block.text);
      expect({ file, block: block.text, wrappedPiece }).toEqual({ file, block: block.text, wrappedPiece: false });
    });
  });
});
