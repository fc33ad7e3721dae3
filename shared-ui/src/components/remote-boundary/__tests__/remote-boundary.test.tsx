import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { RemoteBoundary } from '../remote-boundary';

function Exploding({ fail }: { fail: boolean }) {
  if (fail) throw new Error('chunk load failed');
  return <p>Remote content</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <RemoteBoundary what="the scanner" onRetry={() => setFail(false)}>
      <Exploding fail={fail} />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows what failed and the error instead of crashing, and Retry renders the children again', async () => {
    renderWithUi(
      <>
        <header>App bar</header>
        <Harness />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the scanner.");
    expect(alert).toHaveTextContent('chunk load failed');
    expect(screen.getByText('App bar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
