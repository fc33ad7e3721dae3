#!/usr/bin/env node
// A local stand-in for GitHub's OAuth and REST API (the real one is unreachable from tests):
// the authorize page sends the browser straight back with a code, the token endpoint exchanges
// 'e2e-good-code', and /user, /user/emails describe one verified user. Loopback only.
import { createServer } from 'node:http';

const PORT = Number(process.env.FAKE_GITHUB_PORT ?? 8096);
const ACCESS_TOKEN = 'gho_e2e_access_token';
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
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://127.0.0.1/');
      back.searchParams.set('code', 'e2e-good-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { Location: back.href });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let code;
      try {
        code = JSON.parse(body).code;
      } catch {
        code = new URLSearchParams(body).get('code') ?? '';
      }
      if (code !== 'e2e-good-code') return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      return json(res, 200, { access_token: ACCESS_TOKEN, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const authorized = req.headers.authorization === `Bearer ${ACCESS_TOKEN}` || req.headers.authorization === `token ${ACCESS_TOKEN}`;
    if (url.pathname === '/user') return authorized ? json(res, 200, { id: GITHUB_USER.id, login: GITHUB_USER.login, name: GITHUB_USER.name, email: null }) : json(res, 401, { message: 'Bad credentials' });
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
}).listen(PORT, '127.0.0.1', () => console.log(`fake GitHub on http://127.0.0.1:${PORT}`));
