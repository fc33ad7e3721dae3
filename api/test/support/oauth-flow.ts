// Starting an identity-provider sign-in as the sign-in page does (POST /api/auth/<provider>/start),
// keeping the cookie the browser would keep for the sign-in call.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

export interface StartedFlow {
  /** `name=value`, as the browser sends it back. */
  cookie: string;
  /** GitHub/LinkedIn: the state; Google: the nonce. */
  state: string;
  /** GitHub/LinkedIn: the provider's authorize URL the api built. */
  authorizeUrl: string;
}

export function flowOf(response: LightMyRequestResponse): StartedFlow {
  const header = response.headers['set-cookie'];
  const cookie = String(Array.isArray(header) ? header[0] : header).split(';')[0] ?? '';
  const body = response.json() as { state?: string; nonce?: string; authorizeUrl?: string };
  return { cookie, state: body.state ?? body.nonce ?? '', authorizeUrl: body.authorizeUrl ?? '' };
}

export async function startFlow(t: TestApp, provider: 'google' | 'github' | 'linkedin'): Promise<StartedFlow> {
  const response = await t.app.inject({ method: 'POST', url: `/api/auth/${provider}/start` });
  if (response.statusCode !== 200)
    throw new Error(`starting the ${provider} sign-in answered ${response.statusCode}: ${response.body}`);
  return flowOf(response);
}
