import type { WidgetHost } from '../../src/element/context';
import { needsLoginToken, withLoginToken } from '../../src/portal/handover';
import { leave as leavePage } from '../../src/portal/leave';
import { portalUrl } from '../../src/portal/urls';

/**
 * Sends the browser to a portal page, with `state` for the page it lands on. A portal on another
 * origin cannot read this page's session, so it is handed a single-use login token instead.
 */
export async function leave(emit: WidgetHost['emit'], path: string, state?: Record<string, unknown>): Promise<void> {
  const to = portalUrl(path);
  if (!needsLoginToken(to)) return leavePage(emit, to, state);
  // Without a token the portal asks the user to sign in again, which is better than staying.
  const handed = await withLoginToken(to);
  leavePage(emit, handed.ok ? handed.data : to, state);
}
