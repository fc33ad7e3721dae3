import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { paymentApi } from '@resumebeat/shared-session/api';
import { loadExposedComponents, renderPage } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';
import { plans } from '../testing/data';

describe('mf-billing exposes the upgrade dialog', () => {
  beforeEach(() => {
    logout();
    storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
    jest.spyOn(paymentApi, 'membershipPlans').mockResolvedValue(plans());
    jest
      .spyOn(paymentApi, 'usageStatus')
      .mockResolvedValue({ remainingScans: 0, scanCount: 3, hasActiveMembership: false, membershipType: 0 });
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens with the props other remotes pass (UpgradeDialogProps) and closes through onClose', async () => {
    const [dialog] = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    expect(dialog?.name).toBe('UpgradeDialog');
    const onClose = jest.fn();
    const Dialog = dialog!.Component;
    renderPage(<Dialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Premium plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', async () => {
    const [dialog] = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    const Dialog = dialog!.Component;
    renderPage(<Dialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
