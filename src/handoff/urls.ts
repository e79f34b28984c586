import { portalBase } from '../client/url';
import { options, type SomaOptions } from '../config';

/** A page of an element's portal (`config`: its options), e.g. '/home' or the plan shop. */
export function portalUrl(path: string, config?: SomaOptions): string {
  return `${portalBase(config)}${path}`;
}

/** The origin of `url` when it differs from the page's; null on the same origin or for a bad URL. */
export function otherOrigin(url: string): string | null {
  try {
    const origin = new URL(url, location.href).origin;
    return origin === location.origin ? null : origin;
  } catch {
    return null;
  }
}

/** The element's portal's origin when it differs from the page's: the element then hands the session over. */
export function otherPortalOrigin({ portal } = options()): string | null {
  return portal ? otherOrigin(portal) : null;
}
