// Drives the programmable test API that web-test-runner serves (test/support/test-api.mjs).

export interface Recorded {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

export interface Reply {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** A fresh namespace, so that test files running side by side never share replies. */
export function namespace(): string {
  return `ns${Math.random().toString(36).slice(2, 10)}`;
}

export function apiUrl(ns: string): string {
  return `/__api/${ns}`;
}

export async function reply(ns: string, answer: Reply): Promise<void> {
  await fetch(`/__control/${ns}/reply`, { method: 'POST', body: JSON.stringify(answer) });
}

/**
 * The requests the namespace has seen. A logout tells the server with a POST /logout that nobody
 * waits for, so one made as a test ends may land in the next test's record: left out unless asked.
 */
export async function requests(ns: string, { logout = false } = {}): Promise<Recorded[]> {
  const seen: Recorded[] = await (await fetch(`/__control/${ns}/requests`)).json();
  return logout ? seen : seen.filter((request) => request.path !== '/logout');
}

export async function reset(ns: string): Promise<void> {
  await fetch(`/__control/${ns}/reset`, { method: 'POST' });
}

/** An unsigned JWT carrying the claims the SDK reads. */
export function fakeToken(claims: { exp: number; adm?: 0 | 1; pid?: number }): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', ...claims })}.signature`;
}

export function inSeconds(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}

/** Captures console.error calls while `run` executes. */
export async function captureErrors(run: () => Promise<unknown>): Promise<unknown[][]> {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => calls.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return calls;
}

/** A single-use token carried in a link's fragment (`/learn#token=`, `#login_token=`); null without one. */
export function fragmentToken(url: string | URL, name = 'token'): string | null {
  return new URLSearchParams(new URL(url, location.href).hash.slice(1)).get(name);
}
