import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadExposedComponents, renderPage } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';

describe('mf-billing exposes the upgrade dialog', () => {
  it('opens with the props other remotes pass and closes through onClose', async () => {
    const [dialog] = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    expect(dialog?.name).toBe('UpgradeDialog');
    const onClose = jest.fn();
    const Dialog = dialog!.Component;
    renderPage(<Dialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});
