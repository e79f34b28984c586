/**
 * Soma's configuration, shared by the loader and every element through one global object so
 * that `Soma.configure()` works before any element's code has loaded and without importing it.
 */
export type Routing = 'path' | 'hash' | 'memory';

export interface SomaOptions {
  /** API base URL; default same origin `/api`. */
  api?: string;
  /** The hosted portal's URL, for handoffs from embedded elements; default the page's origin. */
  portal?: string;
  /** BCP 47 locale used for number and date formatting. */
  locale?: string;
  /** Default routing for elements that have no `routing` attribute. */
  routing?: Routing;
  /**
   * Renames for brand segments and whole paths, so the SDK can sit on an existing backend:
   * `{ tutor: 'acme', card: 'stripe', paths: { 'students.list': '/pupils' } }`.
   */
  segments?: { tutor?: string; card?: string };
  paths?: Record<string, string>;
}

type Listener = (options: SomaOptions) => void;
interface Shared {
  options: SomaOptions;
  listeners: Set<Listener>;
}

const KEY = Symbol.for('soma.config');

function shared(): Shared {
  const scope = globalThis as unknown as Record<symbol, Shared | undefined>;
  return (scope[KEY] ??= { options: {}, listeners: new Set() });
}

/** Merges options into the configuration; later calls win key by key. */
export function configure(options: SomaOptions): void {
  const state = shared();
  state.options = {
    ...state.options,
    ...options,
    segments: { ...state.options.segments, ...options.segments },
    paths: { ...state.options.paths, ...options.paths },
  };
  for (const listener of state.listeners) listener(state.options);
}

export function options(): SomaOptions {
  return shared().options;
}

export function onConfigure(listener: Listener): () => void {
  const { listeners } = shared();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
