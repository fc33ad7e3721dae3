import { discardPreloadedRemotes } from '../remotes-map';
import { routePageRequires } from '../route-requires';

const API = '@resumebeat/shared-session/api';
const SCANNER = '/remotes/mf-scanner/mf-manifest.json';
const MANIFEST = {
  metaData: { name: 'mf_scanner' },
  exposes: [
    { name: 'UploadPage', requires: ['react', API] },
    { name: 'DashboardPage', requires: ['react', '@resumebeat/shared-ui'] },
  ],
};

// The page as the api sends it for /upload: the map, and the manifest of the route's remote.
document.head.insertAdjacentHTML(
  'beforeend',
  `<script type="application/json" id="rb-remotes">${JSON.stringify({ map: { mf_scanner: SCANNER, mf_auth: '/remotes/mf-auth/mf-manifest.json' }, manifests: { [SCANNER]: MANIFEST } })}</script>`,
);

describe("what the route's remote page needs, from the manifest the page came with", () => {
  it('a page whose manifest lists the shared module needs it; a page of the same remote that does not list it does not', () => {
    expect(routePageRequires('/upload', API)).toBe(true);
    expect(routePageRequires('/upload-resume', API)).toBe(true);
    expect(routePageRequires('/dashboard', API)).toBe(false);
  });

  it('unknown is no: a remote whose manifest is not in the page, a page the manifest does not expose, a route of the shell', () => {
    expect(routePageRequires('/login', API)).toBe(false);
    expect(routePageRequires('/job-description', API)).toBe(false);
    expect(routePageRequires('/privacy', API)).toBe(false);
    expect(routePageRequires('/no-such-page', API)).toBe(false);
  });

  it("once the page's map is set aside (stale), nothing is known from it", () => {
    discardPreloadedRemotes();
    expect(routePageRequires('/upload', API)).toBe(false);
  });
});
