import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../../testing/render';
import { REMOTE_LOAD_TIMEOUT_MS, RemotePage } from '../remote-page';
import { startRemotesRegistration } from '../remotes-registry';
import { installRemoteLoader } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// As bootstrap.tsx does: pages load through the loader the shell installs in shared-ui.
installRemoteLoader();
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function FakeUploadPage() {
  return <h1>Upload your resume</h1>;
}

describe('RemotePage', () => {
  beforeAll(() =>
    startRemotesRegistration(Promise.resolve({ mf_scanner: 'http://localhost/remotes/mf-scanner/mf-manifest.json' })),
  );
  beforeEach(() => {
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the page a remote exposes', async () => {
    loadRemoteMock.mockResolvedValue({ default: FakeUploadPage });
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    expect(await screen.findByRole('heading', { name: 'Upload your resume' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_scanner/UploadPage');
  });

  it('shows a fallback with Retry when the remote fails, and Retry loads it again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ default: FakeUploadPage });
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the resume scanner.");
    expect(alert).toHaveTextContent('Failed to fetch mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upload your resume' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a component as a failure', async () => {
    loadRemoteMock.mockResolvedValue({ notAPage: true });
    renderWithProviders(<RemotePage id="mf_auth/AuthPage" what="the sign-in page" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('mf_auth/AuthPage did not export a component');
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<RemotePage id="mf_profile/ProfilePage" what="your profile" />);
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS + 10);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`,
    );
  });
});
