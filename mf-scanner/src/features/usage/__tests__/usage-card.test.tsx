import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { UsageCard, membershipName } from '../components/usage-card';

const loaded = (remainingScans: number, scanCount: number, membershipType = 0) =>
  ({
    kind: 'loaded',
    usage: { remainingScans, scanCount, hasActiveMembership: remainingScans === -1, membershipType },
  }) as const;

describe('UsageCard (docs/product/screens.md#usage-card)', () => {
  it('shows loading, then an error with Retry', async () => {
    const onRetry = jest.fn();
    const view = renderPage(<UsageCard state={{ kind: 'loading' }} onRetry={onRetry} signedIn={false} />);
    expect(screen.getByText('Checking your scans…')).toBeInTheDocument();
    view.unmount();
    renderPage(<UsageCard state={{ kind: 'error' }} onRetry={onRetry} signedIn={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load usage status');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells members their scans are unlimited, naming the plan', () => {
    renderPage(<UsageCard state={loaded(-1, 12, 2)} onRetry={() => {}} signedIn />);
    expect(screen.getByText('You have unlimited scans with your Premium membership!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(membershipName(7)).toBe('Unknown');
  });

  it('anonymous: Free Scans, IP-based tracking, a green bar with nothing used', () => {
    renderPage(<UsageCard state={loaded(3, 0)} onRetry={() => {}} signedIn={false} />);
    expect(screen.getByRole('heading', { name: 'Free Scans' })).toBeInTheDocument();
    expect(screen.getByText('IP-based tracking: 0 scans used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-palette', 'green');
    expect(screen.queryByText(/Only 1 scan remaining/)).not.toBeInTheDocument();
  });

  it('signed in: Daily Scans, today’s total, amber then red, and the two warnings', () => {
    const view = renderPage(<UsageCard state={loaded(2, 1)} onRetry={() => {}} signedIn />);
    expect(screen.getByRole('heading', { name: 'Daily Scans' })).toBeInTheDocument();
    expect(screen.getByText('Total scans today: 1')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-palette', 'orange');
    view.unmount();
    const second = renderPage(<UsageCard state={loaded(1, 2)} onRetry={() => {}} signedIn />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-palette', 'red');
    expect(screen.getByText('Only 1 scan remaining today!')).toBeInTheDocument();
    second.unmount();
    renderPage(<UsageCard state={loaded(0, 3)} onRetry={() => {}} signedIn />);
    expect(screen.getByText("You've reached your scan limit! Upgrade to continue scanning.")).toBeInTheDocument();
  });
});
