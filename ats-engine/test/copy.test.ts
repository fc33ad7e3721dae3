// Decision 036: the texts the scorer writes count with the right noun, and a score that misses
// the job's required keywords is not called 'Excellent!'.
import { feedbackSentence, parseResumeText, renderFeedbackHtml, scoreResume } from '../src/index';

const ONE_PAGE = [
  'Jane Doe',
  'jane@example.com | +1 555 0100',
  'EXPERIENCE',
  'Software Engineer, Acme (2020 - 2024)',
  '- Built Java services with Spring Boot',
  'SKILLS',
  'Java, SQL',
].join('\n');

describe('the scorer copy', () => {
  it("writes '1 page in 1 column', never 'page(s)' or 'column(s)'", () => {
    const result = scoreResume(parseResumeText(ONE_PAGE), {}, new Date('2026-01-15T00:00:00Z'));
    const evidence = result.components
      .flatMap((component) => [...component.evidence, ...component.suggestions])
      .join('\n');
    expect(evidence).not.toMatch(/\(s\)/);
    expect(evidence).toMatch(/of 1 page in 1 column/);
  });

  it("never says 'Excellent!' while required keywords are missing, in the sentence and in the feedback HTML", () => {
    expect(feedbackSentence(86)).toMatch(/^Excellent!/);
    expect(feedbackSentence(86, 2)).not.toMatch(/Excellent/);
    expect(feedbackSentence(86, 2)).toBe(
      'Good formatting, but 2 required keywords from the job description are missing. Add them if you have those skills.',
    );
    const job = 'Java Developer. Required: Java, Kubernetes, Kafka, Terraform. Nice to have: SQL.';
    const result = scoreResume(parseResumeText(ONE_PAGE), { jobDescription: job }, new Date('2026-01-15T00:00:00Z'));
    const missingRequired = result.keywords?.missing.filter((keyword) => keyword.importance === 'required').length ?? 0;
    if (missingRequired > 0) expect(renderFeedbackHtml(result)).not.toContain('Excellent!');
  });
});
