import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { memoryLocation } from 'wouter/memory-location';
import type { Routing } from '../config';

export function parseRouting(value: string | null | undefined, fallback: Routing): Routing {
  return value === 'path' || value === 'hash' || value === 'memory' ? value : fallback;
}

interface Props {
  routing: Routing;
  /** Base path for `path` routing (the host mounts widgets under their spec routes). */
  base?: string;
  /** Start location for `memory` routing. */
  start?: string;
  children: ReactNode;
}

/**
 * Chooses the wouter location for a widget: the browser path (the host), the hash, or memory
 * (the default when embedded on someone else's page, so the widget never touches its URL).
 */
export function WidgetRouter({ routing, base, start, children }: Props) {
  const memory = useMemo(() => (routing === 'memory' ? memoryLocation({ path: start || '/' }) : null), [routing, start]);
  if (routing === 'hash') return <Router hook={useHashLocation}>{children}</Router>;
  if (routing === 'path') return <Router hook={useBrowserLocation} base={base ?? ''}>{children}</Router>;
  return <Router hook={memory!.hook} searchHook={memory!.searchHook}>{children}</Router>;
}
