// An AI provider's rewrite of a resume may state only the resume's facts and the confirmed keywords.
import {
  extractDocumentText,
  optimizeResume,
  parseResume,
  parseResumeText,
  scoreResume,
  shutdownPdfWorkers,
} from '@resumebeat/ats-engine';
import { findInventedResumeFacts } from '../../src/plugins/app/ai/resume-facts';
import { corpusBytes, itWithCorpus, TEXT_RESUME } from '../support/resume-files';

afterAll(() => shutdownPdfWorkers());

describe('findInventedResumeFacts', () => {
  it("finds nothing in the engine's own rewrite, headings, dates, bullets and all", () => {
    const { optimizedResume } = optimizeResume(parseResumeText(TEXT_RESUME), {
      jobDescription: 'Java developer: Java, Spring Boot, GraphQL.',
    });
    expect(findInventedResumeFacts(optimizedResume, TEXT_RESUME, [])).toEqual([]);
    const confirmed = optimizeResume(parseResumeText(TEXT_RESUME), {
      jobDescription: 'Java developer: Java, Spring Boot, GraphQL, OAuth 2.0.',
      confirmedKeywords: ['GraphQL', 'OAuth 2.0'],
    });
    expect(findInventedResumeFacts(confirmed.optimizedResume, TEXT_RESUME, ['GraphQL', 'OAuth 2.0'])).toEqual([]);
  });

  it('finds an employer, a title, a number and a degree the resume does not state', () => {
    const rewrite = [
      'Jane Roe',
      'EXPERIENCE',
      'Principal Architect | Globex Corporation | Jan 2020 – Present',
      '• Built a payment service handling 12M requests a day',
      'EDUCATION',
      'PhD Computer Science | University of Manitoba | 2013 – 2017',
    ].join('\n');
    expect(findInventedResumeFacts(rewrite, TEXT_RESUME, [])).toEqual(
      expect.arrayContaining([
        'number "12"',
        'name "Principal"',
        'name "Architect"',
        'name "Globex"',
        'name "Corporation"',
        'degree "PhD"',
      ]),
    );
  });

  it("counts a confirmed keyword's words and digits as the person's", () => {
    expect(
      findInventedResumeFacts('SKILLS\nJava, Spring Boot, OAuth 2.0, Apache Kafka', TEXT_RESUME, [
        'OAuth 2.0',
        'Apache Kafka',
      ]),
    ).toEqual([]);
    expect(
      findInventedResumeFacts('SKILLS\nJava, Spring Boot, OAuth 2.0, Apache Kafka', TEXT_RESUME, ['OAuth 2.0']),
    ).toEqual(['name "Apache"', 'name "Kafka"']);
    // The first item of a list and the first word of a field are names too.
    expect(findInventedResumeFacts('SKILLS\nCobol, Java, Spring Boot', TEXT_RESUME, [])).toEqual(['name "Cobol"']);
    expect(
      findInventedResumeFacts('Jane Roe\nArchitect\n\nEXPERIENCE\nGlobex | Jan 2020 – Present', TEXT_RESUME, []),
    ).toEqual(['name "Architect"', 'name "Globex"']);
  });

  itWithCorpus.each([
    ['alfred_pennyworth_pm.pdf', 'job_desc_product_manager.pdf'],
    ['barry_allen_fe.pdf', 'e2e_frontend-eng.txt'],
    ['bruce_wayne_fullstack.pdf', 'job_desc_full_stack_engineer.pdf'],
    ['john_doe.pdf', 'raw_job_2_java_developer.txt'],
    ['ditto_two_column.pdf', 'job_desc_product_manager.pdf'],
  ])("passes the engine's rewrite of %s for %s, with every missing keyword confirmed", async (resume, job) => {
    const parsed = await parseResume(corpusBytes(`resumes/${resume}`), { fileName: resume });
    const jobDescription = (await extractDocumentText(corpusBytes(`jds/${job}`), { fileName: job })).text;
    const { toConfirm } = optimizeResume(parsed, { jobDescription });
    const { optimizedResume } = optimizeResume(parsed, { jobDescription, confirmedKeywords: toConfirm });
    const shown = scoreResume(parsed, { jobDescription }).keywords!.matched.map((match) => match.keyword);
    expect(findInventedResumeFacts(optimizedResume, parsed.text, [...toConfirm, ...shown])).toEqual([]);
  });
});
