/**
 * The locale amounts and dates are written in when the page names none (docs/languages.md): in
 * English, `fallback` (amounts: 'en-US') or else the browser's own; a language's twin names its own.
 */
export const formatLocale = (configured: string | undefined, fallback?: string): string | undefined =>
  configured ?? fallback;
