import { portalBase } from '../client/url';
import { options } from '../config';

/** A page of the portal, e.g. '/home' or the plan shop. */
export function portalUrl(path: string): string {
  return `${portalBase()}${path}`;
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

/** The portal's origin when it differs from the page's: the element then hands the session over. */
export function otherPortalOrigin(): string | null {
  const portal = options().portal;
  return portal ? otherOrigin(portal) : null;
}
