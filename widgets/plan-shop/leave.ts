import type { WidgetHost } from '../../src/element/context';
import { withLoginToken } from '../../src/portal/handover';
import { leave as leavePage } from '../../src/portal/leave';
import { otherOrigin, portalUrl } from '../../src/portal/urls';
import { $session } from '../../src/stores/session';

/**
 * Sends the browser to a portal page, with `state` for the page it lands on. A portal on another
 * origin cannot read this page's session, so it is handed a single-use login token instead.
 */
export async function leave(emit: WidgetHost['emit'], path: string, state?: Record<string, unknown>): Promise<void> {
  let to = portalUrl(path);
  if (otherOrigin(to) && $session.get()) {
    const handed = await withLoginToken(to);
    if (handed.ok) to = handed.data;
  }
  leavePage(emit, to, state);
}
