/**
 * Footer links an administrator might type that lead off the site (or run script) although some
 * begin with a slash; the server, the form and the login sidebar each refuse every one.
 */
export const HOSTILE_FOOTER_LINKS: readonly string[] = [
  '/\\evil.example/phish',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example/phish',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https:evil.example',
  'https://user:pass@school.example/',
  'http://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:a@b.example',
  'evil.example/phish',
  'ftp://evil.example',
  '/help page',
];

/** Links that are kept: what is typed, and what is stored and shown. */
export const SAFE_FOOTER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/help', '/help'],
  ['  /help?topic=login#top  ', '/help?topic=login#top'],
  ['/%5Cevil.example', '/%5Cevil.example'],
  ['https://School.Example/help', 'https://school.example/help'],
];
