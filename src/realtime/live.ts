import { is } from 'superstruct';
import { Order } from '../api/structs';
import { MaybeSubscription } from '../api/subscription';
import { $app, loadApp } from '../stores/app';
import { $session, isExpired, type Session } from '../stores/session';
import { loadSubscription, setSubscription } from '../stores/subscription';
import { connect, type Link } from './connect';
import { $lastOrder } from './order';

/** The largest delay setTimeout honours (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Live {
  parentId: number;
  link: Promise<Link | null>;
  expiry: ReturnType<typeof setTimeout> | null;
}

let live: Live | null = null;
/** Bumped by every start and stop, so that a connection finishing after a stop is closed at once. */
let generation = 0;

/** Whether a session is one that has a channel: a parent's, not expired. */
export function hasChannel(session: Session | null): session is Session & { parentId: number } {
  return session !== null && session.adm === 0 && session.parentId !== null && !isExpired(session);
}

/**
 * Connects to the signed-in parent's channel, once; another parent's session replaces the
 * connection, and an administrator's, an expired one or none stops it. Answers whether live
 * updates are on (false too when the platform has none).
 */
export async function startRealtime(): Promise<boolean> {
  const session = $session.get();
  if (!hasChannel(session)) {
    stopRealtime();
    return false;
  }
  if (live?.parentId === session.parentId) {
    armExpiry(live, session);
    return (await live.link) !== null;
  }
  stopRealtime();
  const mine = ++generation;
  const current: Live = { parentId: session.parentId, link: Promise.resolve(null), expiry: null };
  live = current;
  armExpiry(current, session);
  current.link = open(session.parentId, () => mine === generation);
  const link = await current.link;
  // Nothing to connect to (yet): a later start, say once the settings load, may try again.
  if (!link && live === current) stopRealtime();
  return link !== null;
}

/** Leaves the channel and closes the socket. Safe to call at any time. */
export function stopRealtime(): void {
  generation++;
  const current = live;
  live = null;
  if (!current) return;
  if (current.expiry) clearTimeout(current.expiry);
  void current.link.then((link) => link?.disconnect());
}

/** Whether a connection is open or opening. */
export function realtimeActive(): boolean {
  return live !== null;
}

async function open(parentId: number, stillWanted: () => boolean): Promise<Link | null> {
  const settings = $app.get() ?? (await loadApp());
  if (!settings?.realtime || !stillWanted()) return null;
  try {
    const link = await connect(settings.realtime, parentId, () => $session.get()?.token ?? null, {
      orderUpdated,
      reconnected: () => void loadSubscription(),
      refused: () => stopRealtime(),
    });
    if (stillWanted()) return link;
    link.disconnect();
    return null;
  } catch (error) {
    console.error('Soma could not start live updates', error);
    return null;
  }
}

function orderUpdated(data: unknown): void {
  const { order, subscription } = (data ?? {}) as { order?: unknown; subscription?: unknown };
  if (is(subscription, MaybeSubscription)) setSubscription(subscription);
  if (is(order, Order)) $lastOrder.set(order);
}

/** The socket closes when the token expires, whether or not anything else notices. */
function armExpiry(current: Live, session: Session): void {
  if (current.expiry) clearTimeout(current.expiry);
  current.expiry = null;
  if (!Number.isFinite(session.exp)) return;
  const left = session.exp * 1000 - Date.now();
  current.expiry = setTimeout(
    () => {
      if (live !== current) return;
      if (hasChannel($session.get())) armExpiry(current, $session.get()!);
      else stopRealtime();
    },
    Math.min(Math.max(left, 0), MAX_TIMER_MS),
  );
}
