import type { Call } from '../api/define';
import { options, type SomaOptions } from '../config';
import { clientSetup, type Segment } from './configure';

/** The configured segment wins over the one learnt from the platform, which wins over the default. */
export function segment(name: Segment, config: SomaOptions = options()): string {
  return (
    config.segments?.[name] ?? clientSetup().learnt(name, apiBase(config)) ?? (name === 'tutor' ? 'tutor' : 'sandbox')
  );
}

/** The API base without a trailing slash: an element's (its options), else the page's. */
export function apiBase(config: SomaOptions = options()): string {
  return (config.api ?? '/api').replace(/\/+$/, '');
}

/** The portal URL without a trailing slash ('' when it is this page's origin): an element's, else the page's. */
export function portalBase(config: SomaOptions = options()): string {
  return (config.portal ?? '').replace(/\/+$/, '');
}

/**
 * Builds the URL of a call: the path (or its configured rename), brand segments, and `{param}`
 * values taken from the input. Answers the URL and the input fields left for the body or query.
 */
export function resolve(
  call: Call<any, any>,
  input: Record<string, unknown>,
  config: SomaOptions = options(),
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const template = config.paths?.[call.id] ?? call.path;
  const path = template
    .replace(/<(tutor|card)>/g, (_, name: 'tutor' | 'card') => segment(name, config))
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      if (value === undefined || value === null || value === '')
        throw new Error(`${call.id}: missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
  const base = call.root === 'static' ? portalBase(config) : apiBase(config);
  return { url: `${base}${path}`, rest };
}
