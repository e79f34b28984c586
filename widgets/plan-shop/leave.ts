import type { ElementHost } from '../../src/element/context';
import { leaveSignedIn } from '../../src/handoff/handover';
import { portalUrl } from '../../src/handoff/urls';

/**
 * Sends the browser to a portal page, with `state` for the page it lands on, signed in (a portal
 * on another origin gets a single-use login token; without one it asks the user to sign in again).
 */
export async function leave(host: ElementHost, path: string, state?: Record<string, unknown>): Promise<void> {
  await leaveSignedIn(host, portalUrl(path, host.options), { state, evenWithoutToken: true });
}
