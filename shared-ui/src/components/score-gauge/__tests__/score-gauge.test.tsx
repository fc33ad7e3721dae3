import { screen } from '@testing-library/react';
import { renderWithUi } from '../../../testing/render';
import { ScoreGauge } from '../score-gauge';
import { scoreBand } from '../score-band';

describe('scoreBand', () => {
  it('uses the documented bands 80 and 60', () => {
    expect(scoreBand(80)).toBe('excellent');
    expect(scoreBand(79.9)).toBe('good');
    expect(scoreBand(60)).toBe('good');
    expect(scoreBand(59)).toBe('needs-work');
  });
});

describe('ScoreGauge', () => {
  it('shows the rounded score as a meter and its caption', () => {
    renderWithUi(<ScoreGauge score={72.6} />);
    const meter = screen.getByRole('meter', { name: 'ATS Compatibility' });
    expect(meter).toHaveAttribute('aria-valuenow', '73');
    expect(screen.getByTestId('score-value')).toHaveTextContent('73%');
  });

  it('clamps out-of-range scores and shows a pending text instead of the caption', () => {
    renderWithUi(<ScoreGauge score={140} pendingText="Rescoring..." />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Rescoring...')).toBeInTheDocument();
  });

  it('can mark the digits alone for tests that read the number', () => {
    renderWithUi(<ScoreGauge score={64.2} valueTestId="ats-score-value" />);
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^64$/);
    expect(screen.getByTestId('score-value')).toHaveTextContent('64%');
  });
});
