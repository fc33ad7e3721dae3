import { json, startTestServer } from '../../testing/test-server';

// Counts the loads of the payment and resume calls' schema modules: the calls /upload and /profile
// make as they start (usage, the scan history) must not build the other schemas of their domain.
let mockPaymentSchemaLoads = 0;
let mockResumeSchemaLoads = 0;
jest.mock('../schemas/payment', () => {
  mockPaymentSchemaLoads += 1;
  return jest.requireActual('../schemas/payment');
});
jest.mock('../schemas/resume', () => {
  mockResumeSchemaLoads += 1;
  return jest.requireActual('../schemas/resume');
});

const server = startTestServer();

const SCAN = {
  id: 7,
  fileName: 'resume.pdf',
  score: 81,
  industry: 'technology',
  jobTitle: null,
  companyName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the schemas a call needs, and no more', () => {
  it("the usage call builds its own schema, not the other payment calls', and still refuses a wrong shape", async () => {
    const { paymentApi, INVALID_RESPONSE, isApiError } = await import('../../api');
    server.handler = json(200, { remainingScans: 2, scanCount: 1, hasActiveMembership: false, membershipType: 0 });
    await expect(paymentApi.usageStatus()).resolves.toMatchObject({ remainingScans: 2, scanCount: 1 });
    server.handler = json(200, { remainingScans: 'many' });
    const failure: unknown = await paymentApi.usageStatus().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe(INVALID_RESPONSE);
    expect(mockPaymentSchemaLoads).toBe(0);
  });

  it("the scan history builds its own schema, not the upload's or the analysis', and still refuses a wrong shape", async () => {
    const { resumeApi, INVALID_RESPONSE, isApiError } = await import('../../api');
    const { storeUser } = await import('../../index');
    storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
    server.handler = json(200, [SCAN]);
    await expect(resumeApi.myResumes()).resolves.toMatchObject([{ id: 7, fileName: 'resume.pdf' }]);
    server.handler = json(200, { scans: [] });
    const failure: unknown = await resumeApi.myResumes().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe(INVALID_RESPONSE);
    expect(mockResumeSchemaLoads).toBe(0);
  });

  it('the other payment calls still build theirs', async () => {
    const { paymentApi } = await import('../../api');
    server.handler = json(200, []);
    await paymentApi.membershipPlans();
    expect(mockPaymentSchemaLoads).toBe(1);
  });
});
