import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../../testing/render';
import { RemotePage } from '../remote-page';
import { prefetchRemotesMap, takeRemotesMap } from '../remotes-map';
import { startRemotesRegistration } from '../remotes-registry';
import { installRemoteLoader } from '../remote-loader';
import retryRuntimePlugin from '../retry-runtime-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const ORIGIN = window.location.origin;
const OLD = '/remotes/mf-scanner-1/mf-manifest.json';
const NEW = '/remotes/mf-scanner-2/mf-manifest.json';
const AUTH = '/remotes/mf-auth/mf-manifest.json';
const MANIFEST = { metaData: { name: 'mf_scanner', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };

// The page as the api sends it: the map and the route's manifest in a non-executed JSON block.
document.head.insertAdjacentHTML(
  'beforeend',
  `<script type="application/json" id="rb-remotes">${JSON.stringify({ map: { mf_scanner: OLD, mf_auth: AUTH }, manifests: { [OLD]: MANIFEST } })}</script>`,
);

describe("a page that came with the remotes map and the route's manifest", () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    installRemoteLoader();
    prefetchRemotesMap();
  });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("registers the page's map without reading /remotes.json, and the runtime gets the manifest without a request", async () => {
    await startRemotesRegistration(takeRemotesMap());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [
        { name: 'mf_scanner', entry: `${ORIGIN}${OLD}` },
        { name: 'mf_auth', entry: `${ORIGIN}${AUTH}` },
      ],
      { force: true },
    );
    const plugin = retryRuntimePlugin();
    const response = await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(
      `${ORIGIN}${OLD}`,
      {},
    );
    expect(await response.json()).toEqual(MANIFEST);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the page's map proved stale (the remote moved, its old files gone): reads /remotes.json, re-registers only what changed, loads the page", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ mf_scanner: NEW, mf_auth: AUTH }),
    } as Response);
    loadRemoteMock
      .mockRejectedValueOnce(new Error('Loading script failed: /remotes/mf-scanner-1/remoteEntry.js'))
      .mockResolvedValue({ default: () => <h1>Upload your resume</h1> });
    registerRemotesMock.mockClear();
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    expect(await screen.findByRole('heading', { name: 'Upload your resume' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_scanner', entry: `${ORIGIN}${NEW}` }], {
      force: true,
    });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The page's manifest is not served any more: the runtime fetches manifests itself.
    const plugin = retryRuntimePlugin();
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200 } as Response);
    await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(`${ORIGIN}${OLD}`, {});
    expect(fetchMock).toHaveBeenLastCalledWith(`${ORIGIN}${OLD}`, {});
  });

  it('a remote that is down after the map was read again shows its fallback', async () => {
    loadRemoteMock
      .mockReset()
      .mockRejectedValue(new Error('Loading script failed: /remotes/mf-scanner-2/remoteEntry.js'));
    fetchMock.mockClear();
    renderWithProviders(<RemotePage id="mf_scanner/UploadPage" what="the resume scanner" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the resume scanner.");
    // The map is no longer the page's copy: a failure is the remote's, not a stale map's.
    expect(fetchMock).not.toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
