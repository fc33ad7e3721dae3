import { createGuestSession, logout, session, storeUser } from '../../index';
import { ApiError, NOT_AUTHENTICATED, authApi, paymentApi, profileApi } from '../../api';
import { json, startTestServer } from '../../testing/test-server';

const server = startTestServer();

const SUBSCRIPTION = {
  planName: 'Premium',
  price: 19.99,
  isActive: true,
  scansUsed: 1,
  scanLimit: -1,
  scansRemaining: -1,
  type: 2,
  startDate: '2026-11-22T10:00:00.000Z',
  endDate: '2026-12-22T10:00:00.000Z',
  canCancel: false,
  state: 'active',
  billing: 'pass',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  renews: false,
  provider: 'local',
  canManageBilling: true,
};

const signIn = () => storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
const premium = () => session.getState().user?.isPremium;

beforeEach(() => {
  window.localStorage.clear();
  logout();
});

describe('paymentApi (docs/product/api.md, Payment)', () => {
  it('needs an account for payments: User not authenticated, before any request', async () => {
    createGuestSession();
    await expect(paymentApi.createPaymentIntent(3)).rejects.toThrow(NOT_AUTHENTICATED);
    await expect(paymentApi.confirmPayment(3, 'pi_1')).rejects.toThrow(NOT_AUTHENTICATED);
    await expect(paymentApi.subscriptionStatus()).rejects.toThrow(NOT_AUTHENTICATED);
    expect(server.requests).toEqual([]);
  });

  it('sends planId (and nothing about the amount) and reads clientSecret and paymentIntentId', async () => {
    signIn();
    server.handler = json(200, { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', reused: false });
    await expect(paymentApi.createPaymentIntent(3)).resolves.toEqual({
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_1',
      reused: false,
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      authorization: 'Bearer jwt-123',
      body: '{"planId":3}',
    });
  });

  it('confirm-payment and verify-checkout mark the stored user premium; a cancellation that ended clears it', async () => {
    signIn();
    server.handler = json(200, { success: true, subscription: SUBSCRIPTION });
    await paymentApi.confirmPayment(3, 'pi_1');
    expect(server.requests[0]).toMatchObject({
      url: '/api/payment/confirm-payment',
      body: '{"planId":3,"paymentIntentId":"pi_1"}',
    });
    expect(premium()).toBe(true);
    server.handler = json(200, null);
    await expect(paymentApi.subscriptionStatus()).resolves.toBeNull();
    expect(premium()).toBe(false);
    server.handler = json(200, { success: true, subscription: SUBSCRIPTION });
    await paymentApi.verifyCheckout('cs_1');
    expect(server.requests.at(-1)?.url).toBe('/api/payment/verify-checkout?sessionId=cs_1');
    expect(premium()).toBe(true);
  });

  it('usage-status refreshes isPremium for an account, never for a guest', async () => {
    signIn();
    server.handler = json(200, { remainingScans: -1, scanCount: 4, hasActiveMembership: true, membershipType: 2 });
    await paymentApi.usageStatus();
    expect(premium()).toBe(true);
    createGuestSession();
    await paymentApi.usageStatus();
    expect(premium()).toBe(false);
  });

  it("keeps the member's plan type for the app bar: Basic from a subscription answer, Premium from usage, none once free", async () => {
    signIn();
    const stored = () =>
      JSON.parse(window.localStorage.getItem('user') ?? '{}') as { isPremium?: boolean; membershipType?: number };
    server.handler = json(200, { success: true, subscription: { ...SUBSCRIPTION, planName: 'Basic', type: 1 } });
    await paymentApi.confirmPayment(2, 'pi_1');
    expect(session.getState().user).toMatchObject({ isPremium: true, membershipType: 1 });
    expect(stored()).toMatchObject({ isPremium: true, membershipType: 1 });
    server.handler = json(200, { remainingScans: -1, scanCount: 0, hasActiveMembership: true, membershipType: 2 });
    await paymentApi.usageStatus();
    expect(session.getState().user?.membershipType).toBe(2);
    server.handler = json(200, { remainingScans: 3, scanCount: 0, hasActiveMembership: false, membershipType: 0 });
    await paymentApi.usageStatus();
    expect(session.getState().user?.isPremium).toBe(false);
    expect(session.getState().user?.membershipType).toBeUndefined();
    expect(stored().membershipType).toBeUndefined();
  });

  it("confirm-payment's 202 (still processing) is an answer, not an error, and leaves isPremium as it was", async () => {
    signIn();
    server.handler = json(202, { success: false, state: 'processing', message: 'Your payment is being processed.' });
    await expect(paymentApi.confirmPayment(3, 'pi_1')).resolves.toEqual({
      success: false,
      state: 'processing',
      message: 'Your payment is being processed.',
    });
    expect(premium()).toBe(false);
  });

  it('a failed payment call leaves isPremium as it was and carries the server’s message', async () => {
    signIn();
    server.handler = json(402, { message: 'Payment was not successful' });
    const error = await paymentApi.confirmPayment(3, 'pi_1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, message: 'Payment was not successful' });
    expect(premium()).toBe(false);
  });

  it('a plans answer that is not an array is "Invalid response from server"', async () => {
    server.handler = json(200, { plans: [] });
    await expect(paymentApi.membershipPlans()).rejects.toThrow('Invalid response from server');
  });

  it('the built-in provider’s card calls send the client secret and the card, no bearer token', async () => {
    signIn();
    server.handler = json(200, { id: 'pi_1', status: 'succeeded', error: null });
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 34, cvc: '123', postalCode: '10001' };
    await paymentApi.localProvider.confirmCard('pi_1', 'pi_1_secret_x', card);
    expect(server.requests[0]).toMatchObject({
      url: '/api/payment/local/payment-intents/pi_1/confirm',
      authorization: undefined,
    });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ clientSecret: 'pi_1_secret_x', card });
  });
});

describe('reads of the account refresh isPremium', () => {
  it('authApi.me and profileApi.get', async () => {
    signIn();
    server.handler = json(200, { username: 'casey', email: 'casey@example.com', isPremium: true });
    await authApi.me();
    expect(premium()).toBe(true);
    server.handler = json(200, {
      username: 'casey',
      email: 'casey@example.com',
      firstName: null,
      lastName: null,
      phoneNumber: null,
      bio: null,
      dateOfBirth: null,
      lastUpdated: null,
      scanCount: 0,
      lastScanDate: null,
      subscription: null,
    });
    await profileApi.get();
    expect(premium()).toBe(false);
  });
});
