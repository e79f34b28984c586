import { atom, computed } from 'nanostores';
import { endSession } from '../api/session';
import { configureClient } from '../client/configure';
import { apiBase, resolve } from '../client/url';
import { options, type SomaOptions } from '../config';
import { readToken } from '../domain/session';

/**
 * The session: the bearer token, kept in session storage (the spec's home for it) and mirrored
 * in a same-site cookie so a new tab of the portal starts signed in. Logout clears both and tells
 * every other store to forget what it held.
 */
export const TOKEN_KEY = 'soma_token';
/** The API base that issued the session's token; none stored: the page's API. */
export const TOKEN_API_KEY = 'soma_token_api';
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

/** The page's session: the last signed in, with whichever API base. */
export const $token = atom<string | null>(initialToken());

/** The API base that issued the session's token; null: the page's API (a token from before, or the portal's cookie). */
let api = storage()?.getItem(TOKEN_API_KEY) ?? null;
const sessionApi = (): string => api ?? apiBase();

/**
 * The tokens of each API base an element signed in with (docs/architecture.md, Configuration), for
 * the page's life: a token goes only to the API that issued it. The session's own is `$token`.
 */
let tokens: Record<string, string> = {};

export const $session = computed($token, (token) => (token ? decodeToken(token) : null));

/** Whether the session's token is past its `exp` at `now` (milliseconds). */
export function isExpired(session: Session | null, now = Date.now()): boolean {
  return session !== null && session.exp * 1000 <= now;
}

/** Signs in with the API of an element's options (by default the page's). */
export function setToken(token: string, config?: SomaOptions): void {
  const base = apiBase(config);
  api = base;
  tokens[base] = token;
  storage()?.setItem(TOKEN_API_KEY, base);
  storage()?.setItem(TOKEN_KEY, token);
  writeCookie(token);
  $token.set(token);
  tabs?.postMessage({ token, base });
}

/**
 * Tells the server the session is over (`POST /logout`), so the token stops working everywhere.
 * Fire and forget: the browser forgets the token whatever the answer, and an expired one is skipped.
 */
export function endOnServer(token: string | null): void {
  const session = token ? decodeToken(token) : null;
  if (!session || isExpired(session) || typeof fetch === 'undefined') return;
  try {
    const { url } = resolve(endSession, {}, { ...options(), api: sessionApi() });
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
  tokens = {};
  api = null;
  $token.set(null);
  for (const listener of logoutListeners) listener();
}

// The client sends this session's token and ends the session when the server refuses it.
configureClient({
  token: (base) => (base === sessionApi() ? $token.get() : (tokens[base] ?? null)),
  expired: (token) => {
    const session = decodeToken(token);
    return session === null || isExpired(session);
  },
  // Another API's refusal ends only its own token.
  onUnauthorized: (base) => (base === sessionApi() ? logout() : delete tokens[base]),
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
tabs?.addEventListener('message', (event: MessageEvent<{ token?: unknown; base?: unknown }>) => {
  const { token, base } = event.data ?? {};
  if (token === null) {
    if ($token.get() !== null) endHere();
  } else if (typeof token === 'string' && typeof base === 'string' && token !== $token.get()) {
    storage()?.setItem(TOKEN_API_KEY, (api = base));
    storage()?.setItem(TOKEN_KEY, token);
    $token.set(token);
  }
});
