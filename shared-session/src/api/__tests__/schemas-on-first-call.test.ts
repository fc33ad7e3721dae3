import { json, startTestServer } from '../../testing/test-server';

// Counts the loads of zod: the contract's schemas are the only thing in the client that uses it.
let mockZodLoads = 0;
jest.mock('zod', () => {
  mockZodLoads += 1;
  return jest.requireActual('zod');
});

const server = startTestServer();

describe("the contract's schemas in the API client", () => {
  it('are not built when the client and the constants pages render with are loaded', async () => {
    const api = await import('../../api');
    expect(api.PASSWORD_CHECKS.map((check) => check.id)).toEqual(['length', 'letter', 'digit-or-symbol']);
    expect(api.BULK_MAX_FILES).toBe(20);
    expect(mockZodLoads).toBe(0);
  });

  it('are built with the first call, which still refuses an answer of the wrong shape', async () => {
    const { getPublicConfig, INVALID_RESPONSE, isApiError } = await import('../../api');
    server.handler = json(200, { unexpected: true });
    const failure: unknown = await getPublicConfig().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe(INVALID_RESPONSE);
    expect(mockZodLoads).toBe(1);
  });
});
