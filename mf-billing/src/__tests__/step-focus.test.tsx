// Decision 036: when the dialog moves from one step to the next, the keyboard goes to the new
// step's first field, never to the page behind the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { paymentApi } from '@resumebeat/shared-session/api';
import { renderPage } from '@resumebeat/qa-harness/testing';
import UpgradeDialog from '../exposes/upgrade-dialog';
import { resetPaymentConfig } from '../features/checkout/hooks/use-payment-config';
import { LOCAL_CONFIG, plans } from '../testing/data';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const userEvent = userEventLib.setup({ delay: null });
// A bound against hangs on a busy machine, not a speed check.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  logout();
  storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
  resetPaymentConfig();
  jest.spyOn(paymentApi, 'membershipPlans').mockResolvedValue(plans());
  jest
    .spyOn(paymentApi, 'usageStatus')
    .mockResolvedValue({ remainingScans: 0, scanCount: 3, hasActiveMembership: false, membershipType: 0 });
  jest.spyOn(paymentApi, 'paymentConfig').mockResolvedValue(LOCAL_CONFIG);
  jest
    .spyOn(paymentApi, 'createPaymentIntent')
    .mockResolvedValue({ clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1', reused: false });
  jest.spyOn(paymentApi, 'purchase').mockResolvedValue({ purchase: null });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function choose(planName: string) {
  const card = await screen.findByRole('listitem', { name: `${planName} plan` });
  await userEvent.click(within(card).getByRole('button', { name: `Choose ${planName}` }));
  return screen.findByRole('dialog', { name: `Upgrade to ${planName}` });
}

describe('focus between the upgrade dialog steps', () => {
  it('Choose Premium: the card number has the focus once the card form shows', async () => {
    renderPage(<UpgradeDialog open onClose={() => {}} onUpgraded={() => {}} />, { path: '/upload' });
    await choose('Premium');
    const number = await screen.findByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus(), { timeout: 5_000 });
  });

  it('a hosted checkout plan: Continue to secure checkout has the focus', async () => {
    renderPage(<UpgradeDialog open onClose={() => {}} onUpgraded={() => {}} />, { path: '/upload' });
    const dialog = await choose('Basic');
    const button = await within(dialog).findByRole('button', { name: 'Continue to secure checkout' });
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 5_000 });
  });

  it('Back to plans: the first plan that can be chosen has the focus', async () => {
    renderPage(<UpgradeDialog open onClose={() => {}} onUpgraded={() => {}} />, { path: '/upload' });
    await choose('Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Back to plans' }));
    const basic = await screen.findByRole('button', { name: 'Choose Basic' });
    await waitFor(() => expect(basic).toHaveFocus(), { timeout: 5_000 });
  });
});
