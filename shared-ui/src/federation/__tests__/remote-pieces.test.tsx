import { loadRemoteComponent, loadRemotePiece, provideRemoteLoader } from '../remote-pieces';

afterEach(() => {
  provideRemoteLoader(null);
  jest.useRealTimers();
});

describe('loading another app’s piece through the shell’s loader', () => {
  it('asks the installed loader for the id and returns what it loaded', async () => {
    const loader = jest.fn(async (id: string) => ({ id }));
    provideRemoteLoader(loader);
    await expect(loadRemotePiece('mf_billing/UpgradeDialog')).resolves.toEqual({ id: 'mf_billing/UpgradeDialog' });
    expect(loader).toHaveBeenCalledWith('mf_billing/UpgradeDialog');
  });

  it('rejects with a clear reason when no shell installed a loader (a remote running on its own)', async () => {
    await expect(loadRemotePiece('mf_billing/UpgradeDialog')).rejects.toThrow(
      /runs without the shell.*mf_billing\/UpgradeDialog/,
    );
  });

  it('turns a loader that throws synchronously into a rejection', async () => {
    provideRemoteLoader(() => {
      throw new Error('RUNTIME-004');
    });
    await expect(loadRemotePiece('mf_billing/UpgradeDialog')).rejects.toThrow('RUNTIME-004');
  });

  it('gives up after the time bound', async () => {
    jest.useFakeTimers();
    provideRemoteLoader(() => new Promise(() => {}));
    const loading = loadRemotePiece('mf_profile/ProfilePage', { timeoutMs: 5_000 });
    jest.advanceTimersByTime(5_001);
    await expect(loading).rejects.toThrow('mf_profile/ProfilePage did not load within 5 s');
  });

  it('loadRemoteComponent accepts a default-exported component and refuses anything else', async () => {
    function Dialog() {
      return null;
    }
    provideRemoteLoader(async (id) => (id === 'a/Good' ? { default: Dialog } : { notAComponent: true }));
    await expect(loadRemoteComponent('a/Good')).resolves.toEqual({ default: Dialog });
    await expect(loadRemoteComponent('a/Bad')).rejects.toThrow('a/Bad did not export a component');
  });
});
