import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { renderPage, settleUntil } from '@resumebeat/qa-harness/testing';
import { json, startApiServer } from '../../../testing/api-server';
import { aSubscription, aUsageStatus } from '../../../testing/data';
import { SubscriptionCard, browser, type SubscriptionCardProps } from '../components/subscription-card';

const api = startApiServer();
// A bound against hangs, not a speed check: typing into forms is slow on a busy machine.
jest.setTimeout(30_000);

function renderCard(props: Partial<SubscriptionCardProps> = {}) {
  const handlers = { onUpgrade: jest.fn(), onCancelled: jest.fn() };
  renderPage(
    <SubscriptionCard subscription={aSubscription()} usage={null} billingPortal={false} {...handlers} {...props} />,
  );
  return handlers;
}

beforeEach(() => storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' }));
afterEach(() => {
  jest.useRealTimers();
  logout();
});

describe('the subscription card (docs/product/plans-and-billing.md#subscription-card and docs/product/rules-and-limits.md#usage-bar-colours)', () => {
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

  it('shows plan, Active, $price/month with two decimals, and unlimited as such', () => {
    renderCard({
      subscription: aSubscription({
        planName: 'Basic',
        price: 9.5,
        type: 1,
        isActive: true,
        canCancel: true,
        billing: 'subscription',
        renews: true,
      }),
    });
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Basic');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('plan-price')).toHaveTextContent('$9.50/month');
    expect(screen.getByTestId('subscription-usage')).toHaveTextContent('Unlimited scans');
  });

  it("an inactive plan shows as such (docs/product/plans-and-billing.md#subscription-card): 'Inactive', when it ended, today's free scans, no Cancel, Upgrade to come back", () => {
    renderCard({
      subscription: aSubscription({
        planName: 'Basic',
        price: 9.99,
        type: 1,
        isActive: false,
        state: 'inactive',
        renews: false,
        canCancel: false,
        endDate: '2026-11-20T00:00:00.000Z',
      }),
      usage: aUsageStatus({ scanCount: 1, remainingScans: 2 }),
    });
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Basic');
    expect(screen.getByTestId('plan-name')).not.toHaveTextContent('Free');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('plan-term')).toHaveTextContent(/^Ended November 20, 2026$/);
    expect(screen.getByTestId('plan-inactive')).toHaveTextContent('Your Basic plan is no longer active');
    expect(screen.queryByTestId('subscription-usage')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Scans used today' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('says what the server says of the period: renews on a date, or kept until a date and not renewing once cancelled, or a one-month pass', () => {
    const endDate = '2026-12-23T12:00:00.000Z';
    const view = renderPage(
      <SubscriptionCard
        subscription={aSubscription({
          isActive: true,
          canCancel: true,
          renews: true,
          billing: 'subscription',
          startDate: '2026-11-23T00:00:00.000Z',
          endDate,
        })}
        usage={null}
        billingPortal={false}
        onUpgrade={jest.fn()}
        onCancelled={jest.fn()}
      />,
    );
    expect(screen.getByTestId('plan-term')).toHaveTextContent('Renews December 23, 2026');
    expect(screen.queryByTestId('plan-ending')).not.toBeInTheDocument();
    view.unmount();
    const cancelled = renderPage(
      <SubscriptionCard
        subscription={aSubscription({
          planName: 'Basic',
          price: 9.99,
          isActive: true,
          canCancel: false,
          renews: false,
          cancelAtPeriodEnd: true,
          billing: 'subscription',
          startDate: '2026-11-23T00:00:00.000Z',
          endDate,
        })}
        usage={null}
        billingPortal={false}
        onUpgrade={jest.fn()}
        onCancelled={jest.fn()}
      />,
    );
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('plan-ending')).toHaveTextContent('Not renewing');
    expect(screen.getByTestId('plan-term')).toHaveTextContent(
      'Renewal cancelled: you keep Basic until December 23, 2026. It will not renew.',
    );
    expect(screen.getByTestId('plan-price')).toHaveTextContent('$9.99/month');
    expect(screen.getByTestId('subscription-card')).not.toHaveTextContent(/has been cancelled|Renews/);
    cancelled.unmount();
    renderPage(
      <SubscriptionCard
        subscription={aSubscription({
          planName: 'Premium',
          price: 19.99,
          isActive: true,
          canCancel: false,
          renews: false,
          billing: 'pass',
          startDate: '2026-11-23T00:00:00.000Z',
          endDate,
        })}
        usage={null}
        billingPortal={false}
        onUpgrade={jest.fn()}
        onCancelled={jest.fn()}
      />,
    );
    expect(screen.getByTestId('plan-price')).toHaveTextContent('$19.99 for one month');
    expect(screen.getByTestId('plan-price')).not.toHaveTextContent('/month');
    expect(screen.getByTestId('plan-term')).toHaveTextContent(
      'One month, paid once: you keep Premium until December 23, 2026. It does not renew.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it.each([
    [8, 10, 'orange'],
    [9, 10, 'red'],
    [6, 10, 'green'],
    [25, 10, 'red'],
  ])('colours the usage bar by the share used: %i of %i is %s (capped at 100%%)', (scansUsed, scanLimit, palette) => {
    renderCard({
      subscription: aSubscription({ scansUsed, scanLimit, scansRemaining: Math.max(0, scanLimit - scansUsed) }),
    });
    const bar = screen.getByRole('progressbar', { name: 'Scans used' });
    expect(bar).toHaveAttribute('data-palette', palette);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(Math.min(100, Math.round((scansUsed / scanLimit) * 100)));
  });

  it("cancels after confirmation, saying what the server does: it stops renewing, the plan stays until the period's end; success closes after 2 s and reloads the profile", async () => {
    const message = 'Your subscription will not renew. You keep Premium until December 1, 2026.';
    api.routes['POST /api/profile/cancel-subscription'] = json(200, {
      success: true,
      message,
      endDate: '2026-12-01T12:00:00.000Z',
      subscription: aSubscription({ canCancel: false, renews: false, cancelAtPeriodEnd: true }),
    });
    const { onCancelled } = renderCard({ subscription: aSubscription({ endDate: '2026-12-01T12:00:00.000Z' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel your Premium subscription? It will not renew: you keep Premium, with unlimited scans and its extras, until December 1, 2026, and nothing more is charged.',
    );
    expect(dialog).not.toHaveTextContent('You will lose');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => within(dialog).getByRole('button', { name: 'Yes, Cancel' }).click());
    await settleUntil(() => screen.queryByText(message) !== null, 200);
    const done = screen.getByRole('dialog', { name: 'Renewal Cancelled' });
    expect(done).not.toHaveTextContent('has been cancelled');
    expect(api.calls('POST', '/api/profile/cancel-subscription')[0]!.authorization).toBe('Bearer jwt-1');
    act(() => jest.advanceTimersByTime(1900));
    expect(onCancelled).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onCancelled).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed cancellation: 'Cancellation Failed' with the reason, Try Again returns to the confirmation, Close closes", async () => {
    api.routes['POST /api/profile/cancel-subscription'] = json(502, {
      message: 'The payment provider did not answer.',
    });
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

  it("Manage billing opens the provider's portal (the built-in provider's own included); a failure says 'Unable to open billing portal...'", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    api.routes['POST /api/payment/billing-portal-session'] = json(200, {
      url: 'http://localhost/api/payment/local/portal/bps_local_1',
    });
    const view = renderPage(
      <SubscriptionCard
        subscription={aSubscription({ canCancel: false })}
        usage={null}
        billingPortal
        onUpgrade={jest.fn()}
        onCancelled={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/payment/local/portal/bps_local_1'));
    expect(api.calls('POST', '/api/payment/billing-portal-session')[0]!.authorization).toBe('Bearer jwt-1');
    assign.mockRestore();
    view.unmount();
    api.routes['POST /api/payment/billing-portal-session'] = json(500, {});
    renderCard({ billingPortal: true });
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to open billing portal. Please try again later.',
    );
  });

  it('an inactive member can still reach the billing portal (invoices, resuming)', () => {
    renderCard({
      billingPortal: true,
      subscription: aSubscription({ isActive: false, state: 'inactive', renews: false, canCancel: false }),
    });
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('no Manage billing when the server says the portal cannot be opened for this account (canManageBilling false)', () => {
    renderCard({ billingPortal: true, subscription: aSubscription({ canManageBilling: false }) });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('no Manage billing when payments are off, and no Upgrade on the top plan', () => {
    renderCard({ subscription: aSubscription({ type: 3, planName: 'Enterprise' }) });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
