import { createElement, useMemo, type ComponentType, type ReactNode } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { memoryLocation } from 'wouter/memory-location';
import type { Routing } from '../config';
import { useOptions } from './context';

export function parseRouting(value: string | null | undefined, fallback: Routing): Routing {
  return value === 'path' || value === 'hash' || value === 'memory' ? value : fallback;
}

/** The attributes every element accepts for routing, as props. */
export interface RoutingProps {
  /** `path`, `hash` or `memory`; without it, `Soma.configure({ routing })`, else memory. */
  routing?: string;
  /** Base path for `path` routing (the host mounts elements under their spec routes). */
  base?: string;
  /** Start location for `memory` routing. */
  start?: string;
}

/**
 * Chooses the wouter location for an element: the browser path (the host), the hash, or memory
 * (the default when embedded on someone else's page, so the element never touches its URL).
 */
export function ElementRouter({ routing, base, start, children }: RoutingProps & { children: ReactNode }) {
  const mode = parseRouting(routing, useOptions().routing ?? 'memory');
  const memory = useMemo(() => (mode === 'memory' ? memoryLocation({ path: start || '/' }) : null), [mode, start]);
  if (mode === 'hash') return <Router hook={useHashLocation}>{children}</Router>;
  if (mode === 'path')
    return (
      <Router hook={useBrowserLocation} base={base ?? ''}>
        {children}
      </Router>
    );
  return (
    <Router hook={memory!.hook} searchHook={memory!.searchHook}>
      {children}
    </Router>
  );
}

/**
 * An element with pages of its own, under the location its `routing` attribute chooses. Only
 * elements that route carry the router: the element base does not, so an element without pages
 * (the plan shop's wizard is steps, not pages) loads none of it.
 */
export function routed<P extends object>(Component: ComponentType<P>): ComponentType<P & RoutingProps> {
  function Routed(props: P & RoutingProps) {
    return (
      <ElementRouter routing={props.routing} base={props.base} start={props.start}>
        {createElement(Component, props)}
      </ElementRouter>
    );
  }
  Routed.displayName = `routed(${Component.displayName ?? Component.name})`;
  return Routed;
}
