import type { Call } from '../api/define';
import { options } from '../config';

/** Brand segments learnt from the platform (`GET /app` names the card provider). */
const learnt: { tutor?: string; card?: string } = {};

export function learnSegment(name: 'tutor' | 'card', value: string): void {
  learnt[name] = value;
}

/** The configured segment wins over the learnt one, which wins over the default. */
export function segment(name: 'tutor' | 'card'): string {
  return options().segments?.[name] ?? learnt[name] ?? (name === 'tutor' ? 'tutor' : 'sandbox');
}

export function apiBase(): string {
  return (options().api ?? '/api').replace(/\/+$/, '');
}

function staticBase(): string {
  return (options().portal ?? '').replace(/\/+$/, '');
}

/**
 * Builds the URL of a call: the path (or its configured rename), brand segments, and `{param}`
 * values taken from the input. Answers the URL and the input fields left for the body or query.
 */
export function resolve(call: Call<any, any>, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const template = options().paths?.[call.id] ?? call.path;
  const path = template
    .replace(/<(tutor|card)>/g, (_, name: 'tutor' | 'card') => segment(name))
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      if (value === undefined || value === null || value === '') throw new Error(`${call.id}: missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
  const base = call.root === 'static' ? staticBase() : apiBase();
  return { url: `${base}${path}`, rest };
}
