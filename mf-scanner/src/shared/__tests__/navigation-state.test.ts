import type { ResumeUploadResult } from '@resumebeat/shared-contract';
import { textPayload } from '../navigation-state';

const result = (overrides: Partial<ResumeUploadResult> = {}): ResumeUploadResult => ({
  content: 'Jane Roe\nEngineer',
  aiAnalysis: { score: 71, analysis: '<p>ok</p>', optimizedResume: null },
  remainingScans: 2,
  hasPaidMembership: false,
  ...overrides,
});

describe('textPayload', () => {
  it('carries the scan ticket of the upload, which the server requires on the calls that follow', () => {
    expect(textPayload(result({ scanTicket: 'st1.abc.123.sig' }))).toMatchObject({ scanTicket: 'st1.abc.123.sig' });
    expect(textPayload(result({ scanTicket: 'st1.abc.123.sig' }), { content: 'edited text' })).toEqual({
      content: 'edited text',
      scanTicket: 'st1.abc.123.sig',
    });
  });

  it('sends no ticket when the result has none (a result from before tickets existed)', () => {
    expect(textPayload(result())).not.toHaveProperty('scanTicket');
  });

  it('takes the job it was targeted at from the result first, then from the saved job description', () => {
    const payload = textPayload(result({ jobTitle: 'Nurse' }), {
      jobDescription: { jobTitle: 'Teacher', companyName: 'Acme', description: 'Care for patients' },
    });
    expect(payload).toMatchObject({ jobTitle: 'Nurse', companyName: 'Acme', jobDescription: 'Care for patients' });
  });
});
