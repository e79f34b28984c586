/**
 * The login sidebar's footer link (docs/behaviour.md, The login sidebar): an absolute https URL, or a
 * path that stays on the site. It is judged after URL normalisation, as a browser would read it, so
 * that `/\evil.example`, `/<tab>/evil.example` or `//evil.example` (all links to another host) are
 * refused though they begin with a slash.
 */

/** Two unrelated origins: a path resolved against either must stay on it. */
const BASES = ['https://a.soma.invalid', 'http://b.soma.invalid:8080'];

export const FOOTER_LINK_ERROR = 'The sidebar footer url field must be an https URL or a path starting with a slash.';

/**
 * The link as it is stored and shown: the URL as the browser writes it, or the path as typed; null
 * when it is neither (blank included). Spaces, control characters and backslashes are refused
 * outright: browsers drop or turn them into slashes, which is how a path escapes the site.
 */
export function footerLink(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (text === '' || /[\s\u0000-\u001f\u007f\\]/.test(text)) return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return null;
    for (const base of BASES) {
      try {
        if (new URL(text, base).origin !== new URL(base).origin) return null;
      } catch {
        return null;
      }
    }
    return text;
  }
  if (!/^https:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** Whether the stored link is a path on the portal (rather than an address of its own). */
export function isPortalPath(link: string): boolean {
  return link.startsWith('/');
}
