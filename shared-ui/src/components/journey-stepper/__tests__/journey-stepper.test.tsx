import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { JourneyStepper } from '../journey-stepper';

describe('JourneyStepper', () => {
  it('marks done steps, the current step and the progress, and disables a step that cannot open yet', async () => {
    const openResults = jest.fn();
    const openJd = jest.fn();
    renderWithUi(
      <JourneyStepper
        activeIndex={1}
        progress={50}
        steps={[
          { title: 'Add Job Description', done: true, onSelect: openJd, actionLabel: 'Edit' },
          { title: 'Upload Resume', done: false },
          { title: 'View Results', done: false, disabled: true, onSelect: openResults, actionLabel: 'View Results' },
        ]}
      />,
    );
    expect(screen.getByText('(done)')).toBeInTheDocument();
    expect(screen.getByText('Upload Resume').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('50%')).toBeInTheDocument();
    const results = screen.getByRole('button', { name: 'View Results' });
    expect(results).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(openJd).toHaveBeenCalledTimes(1);
    expect(openResults).not.toHaveBeenCalled();
  });
});
