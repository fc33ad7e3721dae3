import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../../testing/render';
import { RemotePage } from '../remote-page';
import { prefetchRemotesMap, takeRemotesMap } from '../remotes-map';
import { remotesRegistered, startRemotesRegistration } from '../remotes-registry';
import { installRemoteLoader } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// As bootstrap.tsx does: pages load through the loader the shell installs in shared-ui.
installRemoteLoader();
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const MANIFEST = 'http://localhost/remotes/mf-scanner/mf-manifest.json';
const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the remotes map and the remote pages', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerRemotesMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a remote page waits for the map, then loads: nothing is asked of the runtime before it is registered', async () => {
    const map = deferred<Record<string, string>>();
    void startRemotesRegistration(map.promise);
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Upload your resume</h1> });
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    await Promise.resolve();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    map.resolve({ mf_scanner: MANIFEST });
    expect(await screen.findByRole('heading', { name: 'Upload your resume' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_scanner', entry: MANIFEST }], { force: true });
    expect(registerRemotesMock.mock.invocationCallOrder[0]).toBeLessThan(loadRemoteMock.mock.invocationCallOrder[0]!);
  });

  it('an unreadable map shows the fallback; Retry reads the map again and loads the page', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(jsonResponse({ mf_scanner: MANIFEST }));
    global.fetch = fetchMock as unknown as typeof fetch;
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Upload your resume</h1> });
    void startRemotesRegistration(Promise.reject(new Error('/remotes.json answered HTTP 503')));
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('/remotes.json answered HTTP 503');
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upload your resume' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_scanner', entry: MANIFEST }], { force: true });
  });

  it('the map read early (index.ts) is the one registered, and it is read once', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ mf_scanner: MANIFEST }));
    global.fetch = fetchMock as unknown as typeof fetch;
    prefetchRemotesMap();
    prefetchRemotesMap();
    await startRemotesRegistration(takeRemotesMap());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_scanner', entry: MANIFEST }], { force: true });
  });

  it('registers once however many pages wait', async () => {
    void startRemotesRegistration(Promise.resolve({ mf_scanner: MANIFEST }));
    await Promise.all([remotesRegistered(), remotesRegistered(), remotesRegistered()]);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });
});
