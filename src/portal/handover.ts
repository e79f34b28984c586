import { issueHandover } from '../api/handover';
import { send } from '../client/request';
import type { Result } from '../client/result';

/**
 * `to` with a single-use login token for a portal on another origin, which cannot read this
 * page's session. The bearer token itself never travels in a URL.
 */
export async function withLoginToken(to: string): Promise<Result<string>> {
  const handed = await send(issueHandover, {});
  if (!handed.ok) return handed;
  const url = new URL(to, location.href);
  url.searchParams.set('login_token', handed.data.login_token);
  return { ok: true, data: url.href };
}
