import {
  READING_FEEDBACK_MESSAGES,
  ReadingFeedbackRequestSchema,
  ResumeReadingSchema,
  ResumeUploadResultSchema,
} from '../index';

const reading = {
  contact: { name: 'Jane Smith', email: null, phone: null, location: null, links: [] },
  headline: null,
  headings: ['Experience'],
  roles: [{ title: 'Volunteer Coordinator', employer: null, location: null, start: null, end: null, bullets: 2 }],
  education: [],
  skills: [],
  warnings: [
    { id: 'role-no-dates', component: 'dates', item: 0, message: 'No dates found for "Volunteer Coordinator": …' },
  ],
};
const upload = {
  content: 'x',
  aiAnalysis: { score: 50, analysis: '<p>x</p>' },
  remainingScans: 2,
  hasPaidMembership: false,
};

describe('the reading in the upload answer', () => {
  it('is optional: an answer without it (an older server) still parses, and one with it keeps it', () => {
    expect(ResumeUploadResultSchema.safeParse(upload).success).toBe(true);
    expect(ResumeUploadResultSchema.parse({ ...upload, reading }).reading).toEqual(reading);
  });

  it('is bounded', () => {
    expect(
      ResumeReadingSchema.safeParse({ ...reading, skills: Array.from({ length: 151 }, (_, i) => `s${i}`) }).success,
    ).toBe(false);
    expect(ResumeReadingSchema.safeParse({ ...reading, headline: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe("a report of a wrong reading ('This is wrong')", () => {
  const report = { scanTicket: 't', content: 'x', reading, problem: 'roles', consent: true };

  it('needs consent, said in words', () => {
    for (const consent of [false, undefined, 'true']) {
      const result = ReadingFeedbackRequestSchema.safeParse({ ...report, consent });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(READING_FEEDBACK_MESSAGES.consent);
    }
    expect(ReadingFeedbackRequestSchema.safeParse(report).success).toBe(true);
  });

  it('names what is wrong, and keeps the correction short', () => {
    expect(ReadingFeedbackRequestSchema.safeParse({ ...report, problem: 'all' }).error?.issues[0]?.message).toBe(
      READING_FEEDBACK_MESSAGES.problem,
    );
    expect(
      ReadingFeedbackRequestSchema.safeParse({ ...report, correction: 'x'.repeat(2001) }).error?.issues[0]?.message,
    ).toBe(READING_FEEDBACK_MESSAGES.correction);
  });
});
