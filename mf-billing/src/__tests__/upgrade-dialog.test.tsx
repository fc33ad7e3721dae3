import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useLocation } from '@resumebeat/shared-router';
import { createGuestSession, logout, storeUser } from '@resumebeat/shared-session';
import { ApiError, paymentApi } from '@resumebeat/shared-session/api';
import { renderPage } from '@resumebeat/qa-harness/testing';
import UpgradeDialog from '../exposes/upgrade-dialog';
import { browser } from '../features/checkout/components/hosted-checkout';
import { resetPaymentConfig } from '../features/checkout/hooks/use-payment-config';
import { LOCAL_CONFIG, STRIPE_CONFIG, plans, subscription } from '../testing/data';
import { fakeStripe } from '../testing/fake-stripe';
import { CLOSE_AFTER_SUCCESS_MS } from '../screens/upgrade-dialog-view';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
// Typing into Chakra fields re-renders per key: no delay between keys keeps the tests quick.
const userEvent = userEventLib.setup({ delay: null });
// A bound against hangs on a busy machine, not a speed check.
jest.setTimeout(30_000);
const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;

const INTENT = { clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1', reused: false };

let usage: jest.SpiedFunction<typeof paymentApi.usageStatus>;
let membershipPlans: jest.SpiedFunction<typeof paymentApi.membershipPlans>;
let paymentConfig: jest.SpiedFunction<typeof paymentApi.paymentConfig>;
let createIntent: jest.SpiedFunction<typeof paymentApi.createPaymentIntent>;
let confirmPayment: jest.SpiedFunction<typeof paymentApi.confirmPayment>;
let confirmCard: jest.SpiedFunction<typeof paymentApi.localProvider.confirmCard>;
let authenticate: jest.SpiedFunction<typeof paymentApi.localProvider.authenticate>;
let checkoutSession: jest.SpiedFunction<typeof paymentApi.checkoutSession>;
let purchase: jest.SpiedFunction<typeof paymentApi.purchase>;

beforeEach(() => {
  window.localStorage.clear();
  logout();
  storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
  resetPaymentConfig();
  membershipPlans = jest.spyOn(paymentApi, 'membershipPlans').mockResolvedValue(plans());
  usage = jest
    .spyOn(paymentApi, 'usageStatus')
    .mockResolvedValue({ remainingScans: 0, scanCount: 3, hasActiveMembership: false, membershipType: 0 });
  paymentConfig = jest.spyOn(paymentApi, 'paymentConfig').mockResolvedValue(LOCAL_CONFIG);
  createIntent = jest.spyOn(paymentApi, 'createPaymentIntent').mockResolvedValue(INTENT);
  confirmPayment = jest
    .spyOn(paymentApi, 'confirmPayment')
    .mockResolvedValue({ success: true, subscription: subscription() });
  confirmCard = jest
    .spyOn(paymentApi.localProvider, 'confirmCard')
    .mockResolvedValue({ id: 'pi_1', status: 'succeeded', error: null });
  authenticate = jest.spyOn(paymentApi.localProvider, 'authenticate');
  checkoutSession = jest.spyOn(paymentApi, 'checkoutSession');
  purchase = jest.spyOn(paymentApi, 'purchase').mockResolvedValue({ purchase: null });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  loadStripeMock.mockReset();
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderDialog(props: { onClose?: () => void; onUpgraded?: () => void } = {}) {
  const onClose = props.onClose ?? jest.fn();
  const onUpgraded = props.onUpgraded ?? jest.fn();
  renderPage(
    <>
      <UpgradeDialog open onClose={onClose} onUpgraded={onUpgraded} />
      <Where />
    </>,
    { path: '/upload' },
  );
  return { onClose, onUpgraded };
}

async function choose(planName: string) {
  const card = await screen.findByRole('listitem', { name: `${planName} plan` });
  await userEvent.click(within(card).getByRole('button', { name: `Choose ${planName}` }));
  return screen.findByRole('dialog', { name: `Upgrade to ${planName}` });
}

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiration date'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('ZIP'), '10001');
}

const activeStep = () =>
  screen.getByRole('list', { name: 'Payment progress' }).querySelector('[aria-current="step"]')?.textContent;

describe('the plans step (docs/product/plans-and-billing.md#upgrade-dialog)', () => {
  it('shows the four plans with prices, Current Plan (disabled) on Free, Most Popular on Premium, and both footer claims', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Your Account' });
    expect(within(dialog).getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Unlock unlimited resume scans and advanced features');
    const free = await within(dialog).findByRole('listitem', { name: 'Free plan' });
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(free).toHaveTextContent('3 daily scans');
    const premium = within(dialog).getByRole('listitem', { name: 'Premium plan' });
    expect(premium).toHaveTextContent('Most Popular');
    expect(premium).toHaveTextContent('$19.99 for one month');
    expect(premium).not.toHaveTextContent('/month');
    for (const feature of [
      'Unlimited resume scans',
      'AI cover letters',
      'Advanced analytics dashboard',
      'Priority support',
      'Bulk resume upload',
    ]) {
      expect(premium).toHaveTextContent(feature);
    }
    expect(premium).toHaveTextContent('One-month pass, paid once by card · does not renew');
    const basic = within(dialog).getByRole('listitem', { name: 'Basic plan' });
    expect(basic).toHaveTextContent('$9.99/month');
    expect(basic).toHaveTextContent('Monthly subscription · renews until you cancel');
    expect(basic).not.toHaveTextContent('Priority support');
    expect(basic).not.toHaveTextContent('Most Popular');
    expect(dialog).toHaveTextContent('All plans include a 30-day money-back guarantee');
    expect(dialog).toHaveTextContent('Cancel anytime • No long-term commitments');
    expect(
      await within(dialog).findByText('Test mode: payments here are test payments, no real money moves.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('test-mode-badge')).toHaveTextContent('TEST MODE');
  });

  it('Enterprise says what it adds over Premium instead of repeating its list', async () => {
    renderDialog();
    const enterprise = await screen.findByRole('listitem', { name: 'Enterprise plan' });
    expect(enterprise).toHaveTextContent('Everything in Premium');
    expect(enterprise).toHaveTextContent('No features beyond Premium yet');
    expect(enterprise).not.toHaveTextContent('Bulk resume upload');
    expect(enterprise).toHaveTextContent('$49.99/month');
  });

  it("only the member's own plan says Current Plan: for a Premium member Free and Basic are Included", async () => {
    usage.mockResolvedValue({ remainingScans: -1, scanCount: 0, hasActiveMembership: true, membershipType: 2 });
    renderDialog();
    const premium = await screen.findByRole('listitem', { name: 'Premium plan' });
    await waitFor(() => expect(within(premium).getByRole('button', { name: 'Current Plan' })).toBeDisabled());
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
    expect(
      within(screen.getByRole('listitem', { name: 'Free plan' })).getByRole('button', { name: 'Included' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Basic plan' })).getByRole('button', { name: 'Included' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Enterprise plan' })).getByRole('button', {
        name: 'Choose Enterprise',
      }),
    ).toBeEnabled();
  });

  it('shows TEST MODE on the payment steps too, card and hosted', async () => {
    renderDialog();
    const card = await choose('Premium');
    expect(await within(card).findByTestId('test-mode-badge')).toHaveTextContent('TEST MODE');
    await userEvent.click(within(card).getByRole('button', { name: 'Back to plans' }));
    const hosted = await choose('Basic');
    expect(await within(hosted).findByTestId('test-mode-badge')).toHaveTextContent('TEST MODE');
  });

  it('says nothing of test mode with live Stripe keys', async () => {
    paymentConfig.mockResolvedValue({ ...STRIPE_CONFIG, testMode: false });
    renderDialog();
    await screen.findByRole('listitem', { name: 'Premium plan' });
    await waitFor(() => expect(paymentConfig).toHaveBeenCalled());
    // Let the config's answer render.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
    expect(screen.queryByText('TEST MODE')).not.toBeInTheDocument();
  });

  it("marks a member's own plan as Current Plan and the ones below as included", async () => {
    usage.mockResolvedValue({ remainingScans: -1, scanCount: 0, hasActiveMembership: true, membershipType: 1 });
    renderDialog();
    const basic = await screen.findByRole('listitem', { name: 'Basic plan' });
    await waitFor(() => expect(within(basic).getByRole('button', { name: 'Current Plan' })).toBeDisabled());
    expect(
      within(screen.getByRole('listitem', { name: 'Premium plan' })).getByRole('button', { name: 'Choose Premium' }),
    ).toBeEnabled();
  });

  it("'Failed to load membership plans' with Retry; a non-array answer is 'Invalid response from server'", async () => {
    membershipPlans
      .mockRejectedValueOnce(new ApiError(500, 'boom', null))
      .mockRejectedValueOnce(new ApiError(200, 'Invalid response from server', {}));
    renderDialog();
    expect(await screen.findByText('Failed to load membership plans')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invalid response from server')).toBeInTheDocument();
    membershipPlans.mockResolvedValue(plans());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Premium plan' })).toBeInTheDocument();
  });

  it('a payment of this account still being processed (another tab) is shown instead of the plans: no second payment, closable', async () => {
    purchase.mockResolvedValue({
      purchase: {
        kind: 'card',
        planId: 3,
        planName: 'Premium',
        state: 'processing',
        paymentIntentId: 'pi_1',
        clientSecret: null,
        checkoutUrl: null,
        message: 'A payment of yours is still being processed: your plan becomes active as soon as it clears.',
        createdAt: '2026-11-27T01:00:00.000Z',
      },
    });
    const { onClose } = renderDialog();
    const pending = await screen.findByTestId('purchase-processing');
    expect(pending).toHaveTextContent('A payment of yours is still being processed');
    expect(pending).toHaveTextContent('will not charge you again');
    expect(screen.queryByRole('button', { name: 'Choose Premium' })).not.toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(createIntent).not.toHaveBeenCalled();
  });

  it('opened without an account it sends the visitor to /register with the message, and closes', async () => {
    logout();
    createGuestSession();
    const { onClose } = renderDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/register|{"message":"Create an account to upgrade and get unlimited scans!"}',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(membershipPlans).not.toHaveBeenCalled();
  });
});

describe('the card flow with the built-in test provider', () => {
  it('Premium: a payment intent for the plan, the test card form, Pay $19.99, then Complete; usage refreshes and the dialog closes', async () => {
    const { onClose, onUpgraded } = renderDialog();
    const dialog = await choose('Premium');
    expect(dialog).toHaveTextContent('Get unlimited access to all features');
    expect(createIntent).toHaveBeenCalledWith(3);
    expect(await within(dialog).findByText(/Test payment: no real money moves/)).toBeInTheDocument();
    expect(activeStep()).toContain('Payment Details');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration date')).toHaveValue('12 / 34');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(
      await screen.findByText('Payment complete. Welcome to Premium: unlimited scans are unlocked.'),
    ).toBeInTheDocument();
    expect(confirmCard).toHaveBeenCalledWith('pi_1', 'pi_1_secret_abc', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      postalCode: '10001',
    });
    expect(confirmPayment).toHaveBeenCalledWith(3, 'pi_1');
    expect(activeStep()).toContain('Complete');
    expect(onUpgraded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: CLOSE_AFTER_SUCCESS_MS + 2_000 });
  });

  it("a declined card: the provider's message and 'Payment failed. Please try again.', back at Payment Details, no membership asked for", async () => {
    confirmCard.mockResolvedValue({
      id: 'pi_1',
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const { onUpgraded } = renderDialog();
    await choose('Premium');
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(activeStep()).toContain('Payment Details');
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(onUpgraded).not.toHaveBeenCalled();
    // The same payment is tried again with another card.
    confirmCard.mockResolvedValue({ id: 'pi_1', status: 'succeeded', error: null });
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText(/Payment complete/)).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledTimes(1);
  });

  it('a card that asks for authentication shows the test bank’s step; completing it pays', async () => {
    confirmCard.mockResolvedValue({ id: 'pi_1', status: 'requires_action', error: null });
    authenticate.mockResolvedValue({ id: 'pi_1', status: 'succeeded', error: null });
    renderDialog();
    await choose('Premium');
    await fillCard('4000002500003155');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    const step = await screen.findByRole('group', { name: 'Test authentication' });
    expect(step).toHaveTextContent('The card ending in 3155 asks its bank to confirm this payment.');
    expect(activeStep()).toContain('Processing');
    await userEvent.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(/Payment complete/)).toBeInTheDocument();
    expect(authenticate).toHaveBeenCalledWith('pi_1', 'pi_1_secret_abc', 'complete');
  });

  it('checks the card fields in Stripe’s words before anything is sent', async () => {
    renderDialog();
    await choose('Premium');
    await userEvent.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(screen.getByLabelText('Expiration date'), '0120');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByText('Your ZIP is incomplete.')).toBeInTheDocument();
    expect(confirmCard).not.toHaveBeenCalled();
  });

  it("a payment intent that cannot be made: 'Failed to initialize payment. Please try again.' and Try again", async () => {
    createIntent.mockRejectedValueOnce(
      new ApiError(502, 'The payment provider could not be reached. Please try again.', null),
    );
    renderDialog();
    await choose('Premium');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initialize payment. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledTimes(2);
  });

  it('a charged card whose plan is not active yet: the dialog says the server finishes it, can be closed, and Retry asks again', async () => {
    confirmPayment.mockRejectedValueOnce(
      new ApiError(503, 'The payment provider could not be reached. Please try again.', null),
    );
    const { onClose, onUpgraded } = renderDialog();
    const dialog = await choose('Premium');
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your payment went through, but your plan is not active yet.',
    );
    expect(dialog).toHaveTextContent('We finish activating it on our own');
    expect(dialog).toHaveTextContent('you will not be charged again');
    // Never a trap: Close (and Escape) close it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and come back later' }));
    expect(onClose).toHaveBeenCalled();
    (onClose as jest.Mock).mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    // Retry asks the server again, with the same payment: no new charge.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Payment complete/)).toBeInTheDocument();
    expect(confirmPayment).toHaveBeenCalledTimes(2);
    expect(confirmPayment).toHaveBeenLastCalledWith(3, 'pi_1');
    expect(confirmCard).toHaveBeenCalledTimes(1);
    expect(onUpgraded).toHaveBeenCalledTimes(1);
  });

  it("a payment still processing (202): the server's message, closable, no Complete", async () => {
    confirmPayment.mockResolvedValueOnce({
      success: false,
      state: 'processing',
      message:
        'Your payment is being processed. Your plan becomes active as soon as it clears; you can close this window.',
    });
    const { onClose, onUpgraded } = renderDialog();
    const dialog = await choose('Premium');
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your payment is being processed. Your plan becomes active as soon as it clears',
    );
    expect(dialog).toHaveTextContent('We finish activating it on our own');
    expect(onUpgraded).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and come back later' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Back to plans returns to the grid', async () => {
    renderDialog();
    await choose('Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Back to plans' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
  });
});

describe('hosted checkout (a plan with stripePriceId)', () => {
  it("'Continue to secure checkout' sends the browser to the checkout url, to come back to the page it started from", async () => {
    checkoutSession.mockResolvedValue({ url: 'http://localhost/api/payment/local/checkout/cs_local_1' });
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    jest.spyOn(browser, 'path').mockReturnValue('/upload');
    renderDialog();
    const dialog = await choose('Basic');
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(await within(dialog).findByText(/On the checkout page use the test card/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/payment/local/checkout/cs_local_1'));
    // It comes back to the page the plans were opened on.
    expect(checkoutSession).toHaveBeenCalledWith(2, '/upload');
    expect(createIntent).not.toHaveBeenCalled();
  });

  it("a checkout that cannot start shows the server's message, else 'Failed to start checkout. Please try again.'", async () => {
    checkoutSession
      .mockRejectedValueOnce(new ApiError(409, 'You already have the Enterprise plan.', null))
      .mockRejectedValueOnce(new ApiError(500, '', null));
    renderDialog();
    const dialog = await choose('Enterprise');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue to secure checkout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have the Enterprise plan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to start checkout. Please try again.'),
    );
  });
});

describe('the card flow with Stripe (Stripe Elements through react-stripe-js)', () => {
  // Stripe.js is loaded once per publishable key and page: each test is a page with a key of its own.
  let key = 0;
  let publishableKey = '';
  beforeEach(() => {
    publishableKey = `pk_test_${(key += 1)}`;
    paymentConfig.mockResolvedValue({ ...STRIPE_CONFIG, stripePublishableKey: publishableKey });
  });

  it('loads Stripe.js with the publishable key and confirms the card with the client secret', async () => {
    const stripe = fakeStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    loadStripeMock.mockResolvedValue(stripe as never);
    const { onUpgraded } = renderDialog();
    await choose('Premium');
    expect(await screen.findByLabelText('Card number field')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith(publishableKey);
    await userEvent.type(screen.getByLabelText('ZIP'), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByText(/Payment complete/)).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', {
      payment_method: {
        card: expect.objectContaining({ type: 'cardNumber' }),
        billing_details: { address: { postal_code: '10001' } },
      },
    });
    expect(onUpgraded).toHaveBeenCalled();
  });

  it("Stripe's error is shown with 'Payment failed. Please try again.'; a status other than succeeded is 'Payment was not successful'", async () => {
    const stripe = fakeStripe(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    loadStripeMock.mockResolvedValue(stripe as never);
    renderDialog();
    await choose('Premium');
    await screen.findByLabelText('Card number field');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again.Your card was declined.',
    );
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payment was not successful'));
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it("Stripe.js that cannot be loaded: 'Payment system not ready. Please try again.', and Try again loads it", async () => {
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderDialog();
    await choose('Premium');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment system not ready. Please try again.');
    expect(screen.queryByRole('button', { name: 'Pay $19.99' })).not.toBeInTheDocument();
    loadStripeMock.mockResolvedValue(fakeStripe(async () => ({})) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number field')).toBeInTheDocument();
  });
});
