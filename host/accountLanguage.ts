import { LANGUAGE } from '../src/language';

/** The language this browser chose: the server keeps it in this cookie (server/http/static.ts). */
function chosen(): string | undefined {
  return document.cookie.match(/(?:^|; )soma_lang=([a-z]{2})/)?.[1];
}

/**
 * Once signed in (docs/languages.md; the server keeps only languages Soma speaks as the account's): a language just chosen with the switch (`?lang=`) becomes the
 * account's (`save`); else the account's own language, when it differs from the page's, loads the
 * page in it, unless this browser already asked for it and the server could not send it (no loop).
 */
export function followAccount(locale: string | null | undefined, save: (language: string) => unknown): void {
  if (new URLSearchParams(location.search).get('lang') === LANGUAGE) {
    if (locale !== LANGUAGE) save(LANGUAGE);
  } else if (locale && locale !== LANGUAGE && chosen() !== locale) {
    location.search = `?lang=${locale}`;
  }
}
