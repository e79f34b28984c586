import { atom, type WritableAtom } from 'nanostores';
import { getApp } from '../api/app';
import type { AppSettings } from '../api/structs';
import { configureClient } from '../client/configure';
import { send } from '../client/request';
import { apiBase } from '../client/url';
import type { SomaOptions } from '../config';
import { addStyles } from '../theme/stylesheet';

/** The platform's public settings (`GET /app`) of the page's API; null until loaded. */
export const $app = atom<AppSettings | null>(null);

/** The settings of each API base, which elements' own `api` attributes name: each platform has its own. */
const apps: Record<string, WritableAtom<AppSettings | null>> = {};

/** The settings store of an element's API (its options; by default the page's API). */
export const appOf = (config?: SomaOptions, base = apiBase(config)): WritableAtom<AppSettings | null> =>
  (apps[base] ??= atom(null));

/** The card provider each API's platform named, for the client's card paths: the page's API's in `$app`. */
configureClient({
  learnt: (name, base) =>
    name === 'card' ? (base === apiBase() ? $app : appOf({}, base)).get()?.card_provider : undefined,
});

/** The API base whose settings `$app` holds. */
let appBase: string | undefined;

/** The request in flight, per API base. */
const pending: Record<string, Promise<AppSettings | null> | null> = {};

/**
 * Loads an API's settings once (`config`: the calling element's options); every element of that
 * API shares the answer, and a call made while one is in flight waits for it. The settings are
 * the site's, not the session's: a logout keeps them, and only `force` asks again.
 */
export function loadApp(force = false, config?: SomaOptions): Promise<AppSettings | null> {
  const base = apiBase(config);
  const page = base === apiBase();
  const $store = appOf(config, base);
  if (!force) {
    if (pending[base]) return pending[base];
    // `$app` holds the page's API's settings, unless the page's API has changed since they came.
    const known = page && (appBase ?? base) === base ? $app.get() : $store.get();
    if (known) {
      $store.set(known);
      return Promise.resolve(known);
    }
  }
  const request: Promise<AppSettings | null> = send(getApp, {}, config).then((result) => {
    if (pending[base] === request) pending[base] = null;
    if (!result.ok) return $store.get();
    // The brand's properties (docs/behaviour.md, Brand), in place before anything draws with the answer.
    addStyles((result.data as AppSettings).brand?.css as string);
    $store.set(result.data);
    if (page) {
      appBase = base;
      $app.set(result.data);
    }
    return result.data;
  });
  return (pending[base] = request);
}
