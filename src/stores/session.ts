import { atom, computed } from 'nanostores';
import { endSession } from '../api/session';
import { configureClient } from '../client/configure';
import { resolve } from '../client/url';
import { readToken } from '../domain/session';

/**
 * The session: the bearer token, kept in session storage (the spec's home for it) and mirrored
 * in a same-site cookie so a new tab of the portal starts signed in. Logout clears both and tells
 * every other store to forget what it held.
 */
export const TOKEN_KEY = 'soma_token';
const COOKIE = 'soma_token';

export interface Session {
  token: string;
  /** Expiry, seconds since the epoch (the token's `exp`). */
  exp: number;
  /** 1 for an administrator. */
  adm: 0 | 1;
  /** The account holder's id, for the realtime channel. */
  parentId: number | null;
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

function writeCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secure}`
    : `${COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function initialToken(): string | null {
  const stored = storage()?.getItem(TOKEN_KEY) ?? readCookie();
  if (stored) storage()?.setItem(TOKEN_KEY, stored);
  return stored;
}

/** The session a token describes; null when the token cannot be read. */
export function decodeToken(token: string): Session | null {
  const claims = readToken(token);
  if (!claims) return null;
  const pid = claims.payload.pid;
  return {
    token,
    exp: claims.exp ?? Number.POSITIVE_INFINITY,
    adm: claims.admin ? 1 : 0,
    parentId: typeof pid === 'number' ? pid : null,
  };
}

export const $token = atom<string | null>(initialToken());

export const $session = computed($token, (token) => (token ? decodeToken(token) : null));

/** Whether the session's token is past its `exp` at `now` (milliseconds). */
export function isExpired(session: Session | null, now = Date.now()): boolean {
  return session !== null && session.exp * 1000 <= now;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  writeCookie(token);
  $token.set(token);
  tabs?.postMessage({ token });
}

/**
 * Tells the server the session is over (`POST /logout`), so the token stops working everywhere.
 * Fire and forget: the browser forgets the token whatever the answer, and an expired one is skipped.
 */
export function endOnServer(token: string | null): void {
  const session = token ? decodeToken(token) : null;
  if (!session || isExpired(session) || typeof fetch === 'undefined') return;
  try {
    const { url } = resolve(endSession, {});
    fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.token}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: '{}',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Best effort only.
  }
}

type Listener = () => void;
const logoutListeners = new Set<Listener>();

/** Runs `listener` at every logout; stores use it to clear themselves. */
export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Ends the session: clears Soma's keys in session storage and its cookie, then every store, here and in the other tabs. */
export function logout(): void {
  endOnServer($token.get());
  endHere();
  tabs?.postMessage({ token: null });
}

/**
 * Soma's keys in session storage all start with `soma` (`soma_token`, `soma_plan`, `soma.recovery.*`):
 * a guest on a school's page, logout removes those and leaves the page's own.
 */
export const isSomaKey = (key: string): boolean => /^soma[._]/.test(key);

function clearSomaKeys(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null && isSomaKey(key)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

function endHere(): void {
  clearSomaKeys();
  writeCookie(null);
  $token.set(null);
  for (const listener of logoutListeners) listener();
}

// The client sends this session's token and ends the session when the server refuses it.
configureClient({
  token: () => $token.get(),
  expired: () => {
    const session = $session.get();
    return session === null || isExpired(session);
  },
  onUnauthorized: logout,
});

/**
 * The other tabs of the same origin follow a login or logout made in one: session storage is per
 * tab, so each tab tells the rest on this channel.
 */
export const SESSION_CHANNEL = 'soma-session';
// Browsers only: in Node (the server's tests import the stores) an open channel keeps the process alive.
const tabs =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(SESSION_CHANNEL);
tabs?.addEventListener('message', (event: MessageEvent<{ token?: unknown }>) => {
  const token = event.data?.token;
  if (token === null) {
    if ($token.get() !== null) endHere();
  } else if (typeof token === 'string' && token !== $token.get()) {
    storage()?.setItem(TOKEN_KEY, token);
    $token.set(token);
  }
});
