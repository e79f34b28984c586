import { LANGUAGE } from '../src/language';
import * as css from './Host.css';
import { LANGUAGE_NAMES, switchTo } from './language';

/**
 * The other language, by its own name: choosing it keeps the choice for this browser (and, once
 * signed in, for the account: host/language.ts) and loads the page in it (docs/languages.md).
 */
export function LanguageSwitch() {
  const other = LANGUAGE === 'sw' ? 'en' : 'sw';
  return (
    <button type="button" className={css.languageSwitch} lang={other} onClick={() => switchTo(other)}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
