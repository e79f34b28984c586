import { LANGUAGE } from '../src/language';

/** Each language by its own name, as a switch offers it to someone who reads it. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * The cookie that keeps this browser's choice of language for the hosted portal, which the
 * server reads to send the page in it (docs/languages.md).
 */
const COOKIE = 'soma_lang';
/** Set by the switch for the page it loads: the choice is the account's to keep too. */
const SWITCHED = 'soma_lang_switched';

/** The language this browser chose, if any. */
function chosen(): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([a-z]{2})`))?.[1];
}

function remember(language: string): void {
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps `language` for this browser and loads the page in it. */
export function switchTo(language: string): void {
  remember(language);
  sessionStorage.setItem(SWITCHED, language);
  location.reload();
}

/**
 * Once signed in: a language just chosen with the switch becomes the account's (`save`); else the
 * account's own language, when it differs from the page's, loads the page again in it, unless
 * this browser already asked for it and the server could not send it (no loop).
 */
export function followAccount(locale: string | null | undefined, save: (language: string) => unknown): void {
  const switched = sessionStorage.getItem(SWITCHED);
  sessionStorage.removeItem(SWITCHED);
  if (switched === LANGUAGE) {
    if (locale !== LANGUAGE) save(LANGUAGE);
  } else if (locale && locale !== LANGUAGE && locale in LANGUAGE_NAMES && chosen() !== locale) {
    remember(locale);
    location.reload();
  }
}
