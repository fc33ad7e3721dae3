import { fetchRemotesMap } from '../remotes-map';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('fetchRemotesMap', () => {
  it('asks for /remotes.json without cache and resolves relative manifest URLs against the page', async () => {
    const fetchImpl = jest.fn(async () =>
      jsonResponse({
        mf_scanner: '/remotes/mf-scanner/mf-manifest.json',
        mf_auth: 'https://cdn.example/auth/1.2.0/mf-manifest.json',
      }),
    );
    const map = await fetchRemotesMap(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(map).toEqual({
      mf_scanner: `${window.location.origin}/remotes/mf-scanner/mf-manifest.json`,
      mf_auth: 'https://cdn.example/auth/1.2.0/mf-manifest.json',
    });
  });

  it('drops entries that are not a remote name and a URL', async () => {
    const fetchImpl = async () =>
      jsonResponse({ 'bad name': '/x.json', mf_profile: 42, mf_billing: '/b/mf-manifest.json' });
    expect(Object.keys(await fetchRemotesMap(fetchImpl as unknown as typeof fetch))).toEqual(['mf_billing']);
  });

  it('fails with a message naming the map when the server answers an error or not a map', async () => {
    await expect(fetchRemotesMap((async () => jsonResponse({}, 503)) as unknown as typeof fetch)).rejects.toThrow(
      '/remotes.json answered HTTP 503',
    );
    await expect(fetchRemotesMap((async () => jsonResponse(['x'])) as unknown as typeof fetch)).rejects.toThrow(
      'not a map of remote names',
    );
  });
});
