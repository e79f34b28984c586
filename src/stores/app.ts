import { atom } from 'nanostores';
import { getApp } from '../api/app';
import type { AppSettings } from '../api/structs';
import { configureClient } from '../client/configure';
import { send } from '../client/request';
import { addStyles } from '../theme/stylesheet';

/** The platform's public settings (`GET /app`); null until loaded. */
export const $app = atom<AppSettings | null>(null);

/** The card provider the platform named last, for the client's card paths. */
let cardProvider: string | undefined;
configureClient({ learnt: (name) => (name === 'card' ? cardProvider : undefined) });

let pending: Promise<AppSettings | null> | null = null;

/**
 * Loads the settings once; every element shares the answer, and a call made while one is in
 * flight waits for it. The settings are the site's, not the session's: a logout keeps them, and
 * only `force` asks again.
 */
export function loadApp(force = false): Promise<AppSettings | null> {
  if (!force) {
    if (pending) return pending;
    const known = $app.get();
    if (known) return Promise.resolve(known);
  }
  const request: Promise<AppSettings | null> = send(getApp, {}).then((result) => {
    if (pending === request) pending = null;
    if (!result.ok) return $app.get();
    cardProvider = result.data.card_provider;
    // The brand's properties (docs/behaviour.md, Brand), in place before anything draws with the answer.
    addStyles((result.data as AppSettings).brand?.css as string);
    $app.set(result.data);
    return result.data;
  });
  pending = request;
  return request;
}
