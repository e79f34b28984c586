import { LANGUAGE } from '../src/language';

/** Each language by its own name, as a switch offers it to someone who reads it. */
const NAMES: Record<string, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * The other language, by its own name: a link to this page in it. The server keeps the choice for
 * this browser; once signed in, the account keeps it too (host/accountLanguage.ts, docs/languages.md).
 */
export function LanguageSwitch() {
  const other = LANGUAGE === 'sw' ? 'en' : 'sw';
  return (
    <a href={`?lang=${other}`} lang={other} hrefLang={other}>
      {NAMES[other]}
    </a>
  );
}
