import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { loadedWhenOpened } from '../loaded-when-opened';

function FakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Fake">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : (
    <p>closed but mounted</p>
  );
}

function setup() {
  const load = jest.fn(async () => FakeDialog);
  const Dialog = loadedWhenOpened(load);
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  renderWithUi(<Page />);
  return { load };
}

describe('loadedWhenOpened', () => {
  it('fetches nothing and renders nothing until the dialog first opens', () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed but mounted')).toBeNull();
  });

  it('loads the dialog when it opens, and keeps it mounted once closed (closing can animate, reopening is immediate)', async () => {
    const { load } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed but mounted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
