import assert from 'node:assert/strict';
import { createStudent, linkToken } from '../../fixtures';
import type { TestApp } from '../../harness';

/*
 * Tokens of callers who must be turned away, shared by the profile, students and regions tests.
 */

export interface WrongCallers {
  admin: string;
  /** A parent's session token whose expiry has passed. */
  expired: string;
  /** A student login link's token: signed with the same key, but not a session. */
  studentLink: string;
}

export async function wrongCallers(t: TestApp): Promise<WrongCallers> {
  const parent = await t.newParent({ plan: { students: 5 } });
  t.clock.advance(-(t.config.sessionTtlSeconds + 60));
  const expired = await t.app.sessions.issue(parent.user);
  t.clock.reset();
  const { student } = await createStudent(t.db, parent.user.id);
  const url = await t.app.services.accounts.studentLoginUrl(student);
  const studentLink = linkToken(url);
  return { admin: await t.loginAsAdmin(), expired, studentLink };
}

export interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
}

async function send(t: TestApp, { method, url, body }: Request, token: string | null) {
  switch (method) {
    case 'GET':
      return t.get(url, { token });
    case 'DELETE':
      return t.delete(url, { token });
    case 'POST':
      return t.post(url, body ?? {}, { token, form: true });
    case 'PATCH':
      return t.patch(url, body ?? {}, { token, form: true });
  }
}

/** Anonymous, expired and student-link callers get 401; `others` (by token) get their status. */
export async function assertRefused(
  t: TestApp,
  callers: WrongCallers,
  request: Request,
  others: Array<[token: string, status: number]> = [],
): Promise<void> {
  const label = `${request.method} ${request.url}`;
  for (const [name, token] of [
    ['anonymous', null],
    ['expired', callers.expired],
    ['student link', callers.studentLink],
  ] as const) {
    const answer = await send(t, request, token);
    assert.equal(answer.status, 401, `${label} as ${name}`);
    assert.deepEqual(answer.body, { message: 'Unauthenticated.' }, `${label} as ${name}`);
  }
  for (const [token, status] of others) {
    const answer = await send(t, request, token);
    assert.equal(answer.status, status, `${label}: ${JSON.stringify(answer.body)}`);
  }
}
