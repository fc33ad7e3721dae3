#!/usr/bin/env node
// Local stand-ins for the identity providers (the real ones are unreachable from tests):
// - GitHub: the authorize page requires an S256 code_challenge and sends the browser straight back
//   with a fresh code bound to it; the token endpoint exchanges that code once, only with the
//   code_verifier that hashes to the challenge and the same redirect URI (as GitHub does), and
//   /user, /user/emails describe one verified user;
// - Google: /google/certs is a JWKS of a key made at start, and /gsi/client is a stand-in for the
//   Google Identity Services script whose button hands the page an ID token signed with it,
//   carrying the nonce the page passed to `initialize` (/gsi/credential signs it).
// Loopback only.
import { createServer } from 'node:http';
import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';

const PORT = Number(process.env.FAKE_PROVIDERS_PORT ?? 8096);
const GOOGLE_CLIENT_ID = process.env.FAKE_GOOGLE_CLIENT_ID ?? 'e2e-google-client';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = randomUUID();
const JWKS = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] };

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An ID token as Google would issue it for the test user, with the page's nonce. */
function googleIdToken(nonce) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: KID });
  const payload = base64url({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: '1098765432100',
    email: 'gina-e2e@example.com',
    email_verified: true,
    name: 'Gina E2E',
    ...(nonce ? { nonce } : {}),
    iat: now,
    exp: now + 3600,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The GIS stand-in: `google.accounts.id.initialize` and `renderButton`, nothing more. */
function gisScript() {
  return `(() => {
  let options = null;
  const origin = ${JSON.stringify(`http://127.0.0.1:${PORT}`)};
  window.google = { accounts: { id: {
    initialize(opts) { options = opts; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue as Gina (test Google)';
      button.onclick = async () => {
        if (!options) return;
        const answer = await fetch(origin + '/gsi/credential?nonce=' + encodeURIComponent(options.nonce || ''));
        options.callback({ credential: (await answer.json()).credential });
      };
      parent.appendChild(button);
    },
  } } };
})();`;
}
const ACCESS_TOKEN = 'gho_e2e_access_token';
/** Codes the authorize page issued: the PKCE challenge and redirect URI their exchange must match. */
const grants = new Map();
export const GITHUB_USER = { id: 424242, login: 'octo-e2e', name: 'Octo E2E', email: 'octo-e2e@example.com' };

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    if (url.pathname === '/google/certs') return json(res, 200, JWKS);
    if (url.pathname === '/gsi/client') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cross-Origin-Resource-Policy': 'cross-origin' });
      return res.end(gisScript());
    }
    if (url.pathname === '/gsi/credential') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      return res.end(JSON.stringify({ credential: googleIdToken(url.searchParams.get('nonce')) }));
    }
    if (url.pathname === '/login/oauth/authorize') {
      const challenge = url.searchParams.get('code_challenge') ?? '';
      if (url.searchParams.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        return json(res, 400, {
          error: 'invalid_request',
          error_description: 'This test provider requires PKCE (S256).',
        });
      }
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://127.0.0.1/');
      const code = `e2e-code-${randomBytes(8).toString('hex')}`;
      grants.set(code, { challenge, redirectUri: url.searchParams.get('redirect_uri') });
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { Location: back.href });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let exchange;
      try {
        exchange = JSON.parse(body);
      } catch {
        exchange = Object.fromEntries(new URLSearchParams(body));
      }
      const grant = grants.get(exchange.code);
      const verified =
        grant &&
        typeof exchange.code_verifier === 'string' &&
        createHash('sha256').update(exchange.code_verifier).digest('base64url') === grant.challenge &&
        exchange.redirect_uri === grant.redirectUri;
      if (!verified)
        return json(res, 200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      grants.delete(exchange.code);
      return json(res, 200, { access_token: ACCESS_TOKEN, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const authorized =
      req.headers.authorization === `Bearer ${ACCESS_TOKEN}` || req.headers.authorization === `token ${ACCESS_TOKEN}`;
    if (url.pathname === '/user')
      return authorized
        ? json(res, 200, { id: GITHUB_USER.id, login: GITHUB_USER.login, name: GITHUB_USER.name, email: null })
        : json(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user/emails') {
      return authorized
        ? json(res, 200, [
            { email: 'old-octo@example.com', primary: false, verified: true },
            { email: GITHUB_USER.email, primary: true, verified: true },
          ])
        : json(res, 401, { message: 'Bad credentials' });
    }
    return json(res, 404, { message: 'Not Found' });
  });
}).listen(PORT, '127.0.0.1', () => console.log(`fake identity providers on http://127.0.0.1:${PORT}`));
