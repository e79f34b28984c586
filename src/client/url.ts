import type { Call } from '../api/define';
import { options } from '../config';
import { clientSetup, type Segment } from './configure';

/** The configured segment wins over the one learnt from the platform, which wins over the default. */
export function segment(name: Segment): string {
  return options().segments?.[name] ?? clientSetup().learnt(name) ?? (name === 'tutor' ? 'tutor' : 'sandbox');
}

export function apiBase(): string {
  return (options().api ?? '/api').replace(/\/+$/, '');
}

/** The configured portal URL without a trailing slash; '' when the portal is this page's origin. */
export function portalBase(): string {
  return (options().portal ?? '').replace(/\/+$/, '');
}

/**
 * Builds the URL of a call: the path (or its configured rename), brand segments, and `{param}`
 * values taken from the input. Answers the URL and the input fields left for the body or query.
 */
export function resolve(
  call: Call<any, any>,
  input: Record<string, unknown>,
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const template = options().paths?.[call.id] ?? call.path;
  const path = template
    .replace(/<(tutor|card)>/g, (_, name: 'tutor' | 'card') => segment(name))
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      if (value === undefined || value === null || value === '')
        throw new Error(`${call.id}: missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
  const base = call.root === 'static' ? portalBase() : apiBase();
  return { url: `${base}${path}`, rest };
}
