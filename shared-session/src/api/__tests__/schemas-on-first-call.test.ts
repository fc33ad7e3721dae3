import { json, startTestServer } from '../../testing/test-server';

// Counts the loads of zod: the contract's schemas are the only thing in the client that uses it.
let mockZodLoads = 0;
jest.mock('zod', () => {
  mockZodLoads += 1;
  return jest.requireActual('zod');
});

// Counts the loads of the profile calls' schema module (./schemas/profile.ts).
let mockProfileSchemaLoads = 0;
jest.mock('../schemas/profile', () => {
  mockProfileSchemaLoads += 1;
  return jest.requireActual('../schemas/profile');
});

const server = startTestServer();

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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

describe("a call's schema", () => {
  it('is built when its answer arrives, not when the call is made, and not for a refused call', async () => {
    const { profileApi, isApiError, INVALID_RESPONSE } = await import('../../api');
    const { storeUser } = await import('../../index');
    storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
    let answer: (() => void) | null = null;
    server.handler = (req, res) => {
      answer = () => json(401, { message: 'Unauthorized' })(req, res, '');
    };
    const refused = profileApi.get().catch((error: unknown) => error);
    await until(() => answer !== null);
    // The call is on its way: nothing is built for it yet.
    expect(mockProfileSchemaLoads).toBe(0);
    answer!();
    const failure: unknown = await refused;
    expect(isApiError(failure) && failure.status).toBe(401);
    // A refused call's body is not checked against the contract, so it builds nothing.
    expect(mockProfileSchemaLoads).toBe(0);

    // An answer of the wrong shape builds the schema, which refuses it as before.
    server.handler = json(200, { username: 'casey' });
    const invalid: unknown = await profileApi.get().catch((error: unknown) => error);
    expect(isApiError(invalid) && invalid.message).toBe(INVALID_RESPONSE);
    expect(mockProfileSchemaLoads).toBe(1);
  });
});
