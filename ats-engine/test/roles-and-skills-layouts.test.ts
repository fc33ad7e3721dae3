// Layouts people use for roles and skills, read on tune pages of decision 030's hand-written set
// (LaTeX employer blocks, tabular margins and 'Title at Employer' lines; skills in bold categories
// and pipe lines). The held-out part enters tests only through the floors of
// devset-handwritten.test.ts.
import { parseResume, shutdownPdfWorkers } from '../src/index';
import { readTunePage as read } from './support/handwritten';

afterAll(() => shutdownPdfWorkers());

const readText = (text: string) => parseResume(new TextEncoder().encode(text), { fileName: 'resume.txt' });

it("a hyphenated compound before a word in lower case is one skill, not two chips ('Cross-functional communication')", async () => {
  const parsed = await read('chromium-html-190-gdocs-supply-chain-analyst-bold-categories-soft-skills-pipes');
  expect(parsed.skills).toEqual(
    expect.arrayContaining(['Supplier negotiation', 'Cross-functional communication', 'Presenting to leadership']),
  );
  expect(parsed.skills).not.toContain('communication');

  const inline = await readText(
    'Dana Price\ndana.price@example.com\n\nSkills\nClient-facing presentations | Excel SQL Tableau | Budgeting\n',
  );
  expect(inline.skills).toEqual(expect.arrayContaining(['Client-facing presentations', 'Excel', 'SQL', 'Tableau']));
});
