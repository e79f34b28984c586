/**
 * The login sidebar's footer link (docs/behaviour.md, The login sidebar): an absolute https URL, or a
 * path that stays on the site. It is judged after URL normalisation, as a browser would read it, so
 * that `/\evil.example`, `/<tab>/evil.example` or `//evil.example` (all links to another host) are
 * refused though they begin with a slash.
 */

export { FOOTER_LINK_ERROR } from './footerLinkTexts';

/**
 * The link as it is stored and shown: the URL as the browser writes it, or the path as typed; null
 * when it is neither (blank included). What URL parsing drops (tabs, line breaks) or turns into a
 * slash (a backslash) is refused outright, and so is a leading `//`: those are the only ways a value
 * that starts with a slash reaches another host once normalised.
 */
export function footerLink(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!text || /[\s\u0000-\u001f\u007f\\]|^\/\//.test(text)) return null;
  if (text[0] === '/') return text;
  try {
    const url = new URL(text);
    return /^https:\/\//i.test(text) && url.hostname && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}
