import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { json, startApiServer } from '../../../testing/api-server';
import { aSubscription, aUsageStatus } from '../../../testing/data';
import { settleUntil } from '../../../testing/render-routes';
import { SubscriptionCard, type SubscriptionCardProps } from '../components/subscription-card';

const api = startApiServer();
// A bound against hangs, not a speed check: typing into forms is slow on a busy machine.
jest.setTimeout(30_000);

function renderCard(props: Partial<SubscriptionCardProps> = {}) {
  const handlers = { onUpgrade: jest.fn(), onCancelled: jest.fn() };
  renderPage(<SubscriptionCard subscription={aSubscription()} usage={null} billingPortal={false} {...handlers} {...props} />);
  return handlers;
}

beforeEach(() => storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' }));
afterEach(() => {
  jest.useRealTimers();
  logout();
});

describe('the subscription card (SPEC.md sections 2, 4 and 9)', () => {
  it("shows 'Free' with the free plan's features and today's scans when there is no subscription; Upgrade opens the dialog", async () => {
    const { onUpgrade } = renderCard({ subscription: null, usage: aUsageStatus({ scanCount: 1, remainingScans: 2 }) });
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByTestId('plan-price')).toHaveTextContent('$0.00/month');
    expect(screen.queryByTestId('plan-status')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Free plan features' })).toHaveTextContent('3 daily scans');
    expect(screen.getByRole('progressbar', { name: 'Scans used today' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('shows plan, Active or Inactive, $price/month with two decimals, and unlimited as such', () => {
    renderCard({ subscription: aSubscription({ planName: 'Basic', price: 9.5, type: 1, isActive: false, canCancel: true }) });
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Basic');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('plan-price')).toHaveTextContent('$9.50/month');
    expect(screen.getByTestId('subscription-usage')).toHaveTextContent('Unlimited scans');
    // Cancel only when active and cancellable.
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it("says 'Renews' for a renewing plan, 'Ends' once it is cancelled (or never renews), 'Ended' when inactive", () => {
    const endDate = '2026-12-23T00:00:00.000Z';
    const view = renderPage(<SubscriptionCard subscription={aSubscription({ isActive: true, canCancel: true, startDate: '2026-11-23T00:00:00.000Z', endDate })} usage={null} billingPortal={false} onUpgrade={jest.fn()} onCancelled={jest.fn()} />);
    expect(screen.getByTestId('subscription-card')).toHaveTextContent(/Renews/);
    view.unmount();
    const cancelled = renderPage(<SubscriptionCard subscription={aSubscription({ isActive: true, canCancel: false, startDate: '2026-11-23T00:00:00.000Z', endDate })} usage={null} billingPortal={false} onUpgrade={jest.fn()} onCancelled={jest.fn()} />);
    expect(screen.getByTestId('subscription-card')).toHaveTextContent(/Ends/);
    expect(screen.getByTestId('subscription-card')).not.toHaveTextContent(/Renews/);
    cancelled.unmount();
    renderPage(<SubscriptionCard subscription={aSubscription({ isActive: false, canCancel: false, startDate: '2026-11-23T00:00:00.000Z', endDate })} usage={null} billingPortal={false} onUpgrade={jest.fn()} onCancelled={jest.fn()} />);
    expect(screen.getByTestId('subscription-card')).toHaveTextContent(/Ended/);
  });

  it.each([
    [8, 10, 'orange'],
    [9, 10, 'red'],
    [6, 10, 'green'],
    [25, 10, 'red'],
  ])('colours the usage bar by the share used: %i of %i is %s (capped at 100%%)', (scansUsed, scanLimit, palette) => {
    renderCard({ subscription: aSubscription({ scansUsed, scanLimit, scansRemaining: Math.max(0, scanLimit - scansUsed) }) });
    const bar = screen.getByRole('progressbar', { name: 'Scans used' });
    expect(bar).toHaveAttribute('data-palette', palette);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(Math.min(100, Math.round((scansUsed / scanLimit) * 100)));
  });

  it('cancels after confirmation: success closes the dialog after 2 s and reloads the profile', async () => {
    api.routes['POST /api/profile/cancel-subscription'] = json(200, { success: true, message: 'Your subscription ends on Dec 1, 2026.', subscription: aSubscription({ canCancel: false }) });
    const { onCancelled } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(within(dialog).getByText(/Are you sure you want to cancel your Premium subscription/)).toBeInTheDocument();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => within(dialog).getByRole('button', { name: 'Yes, Cancel' }).click());
    await settleUntil(() => screen.queryByText('Your Premium subscription has been cancelled.') !== null, 200);
    expect(screen.getByRole('dialog', { name: 'Subscription Cancelled' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/profile/cancel-subscription')[0]!.authorization).toBe('Bearer jwt-1');
    act(() => jest.advanceTimersByTime(1900));
    expect(onCancelled).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onCancelled).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed cancellation: 'Cancellation Failed' with the reason, Try Again returns to the confirmation, Close closes", async () => {
    api.routes['POST /api/profile/cancel-subscription'] = json(502, { message: 'The payment provider did not answer.' });
    const { onCancelled } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    const failed = await screen.findByRole('dialog', { name: 'Cancellation Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Subscription' })).toBeInTheDocument();
    api.routes['POST /api/profile/cancel-subscription'] = json(500, {});
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it("Manage billing: only for an active member when Stripe is the provider; a failure says 'Unable to open billing portal...'", async () => {
    api.routes['POST /api/payment/billing-portal-session'] = json(500, {});
    renderCard({ billingPortal: true });
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to open billing portal. Please try again later.');
  });

  it('no Manage billing without Stripe, and no Upgrade on the top plan', () => {
    renderCard({ subscription: aSubscription({ type: 3, planName: 'Enterprise' }) });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
