import { options, type SomaOptions } from '../config';

/** Origins whose `/uploads/` files are the platform's own: the API's and the portal's (an element's, else the page's). */
export function platformOrigins(config: SomaOptions = options()): string[] {
  const here = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const origins = new Set<string>();
  for (const base of [config.api ?? '/api', config.portal ?? '/']) {
    try {
      origins.add(new URL(base, here).origin);
    } catch {
      // A malformed setting names no origin.
    }
  }
  return [...origins];
}

/**
 * The URL of an administrator-supplied image, or null when it may not be shown: only https
 * images and files under the platform's own `/uploads/`, so that a sidebar line can never
 * point at `javascript:`, `data:` or a plain-http tracker.
 */
export function imageUrl(
  value: string | null | undefined,
  origins: readonly string[] = platformOrigins(),
): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), origins[0] ?? 'http://localhost/');
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && origins.includes(url.origin) && url.pathname.startsWith('/uploads/')) return url.href;
  return null;
}
