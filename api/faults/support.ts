// Calls for the fault tests: plain HTTP against server processes, as clients send it.
import { TEXT_RESUME } from '../test/support/resume-files';

export interface Outcome {
  /** 0 when no answer came (connection refused or reset, or the 15 s client limit passed). */
  status: number;
  body: string;
  ms: number;
}

async function call(url: string, init: RequestInit): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: await response.text(), ms: Date.now() - started };
  } catch {
    return { status: 0, body: '', ms: Date.now() - started };
  }
}

export async function register(
  base: string,
  name: string,
): Promise<{ token: string; username: string; password: string }> {
  const account = { username: name, email: `${name}@example.com`, password: 'fault-tests-password-1' };
  const response = await call(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.body}`);
  return {
    token: (JSON.parse(response.body) as { token: string }).token,
    username: account.username,
    password: account.password,
  };
}

/** A distinct text resume per call (the parse cache must not carry a figure). */
export function upload(base: string, token: string | null, label: string): Promise<Outcome> {
  const form = new FormData();
  form.append('file', new Blob([`${TEXT_RESUME}\nReference ${label}`], { type: 'text/plain' }), `cv-${label}.txt`);
  return call(`${base}/api/resume/upload?skipAi=true`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(base: string, path: string, token?: string): Promise<Outcome> {
  return call(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export function post(
  base: string,
  path: string,
  body: unknown,
  options: { token?: string; remoteIp?: string } = {},
): Promise<Outcome> {
  return call(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export const idOf = (outcome: Outcome) => String((JSON.parse(outcome.body) as { id?: string | number }).id);

export async function storedIds(base: string, token: string): Promise<string[]> {
  const response = await get(base, '/api/resume/my-resumes', token);
  if (response.status !== 200) throw new Error(`my-resumes answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body) as Array<{ id: string | number }>).map((resume) => String(resume.id));
}

export async function remainingScans(base: string, token: string): Promise<number> {
  const response = await get(base, '/api/resume/usage-status', token);
  if (response.status !== 200) throw new Error(`usage-status answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body) as { remainingScans: number }).remainingScans;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
