/**
 * Soma's configuration. `Soma.configure()` sets the page's defaults, shared by the loader and every
 * element through one global object so that it works before any element's code has loaded and
 * without importing it. An element's own `api`, `portal` and `locale` attributes override them for
 * that element's tree only (src/element.ts, docs/architecture.md, Configuration).
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
  /** The own attributes (`api`, `portal`, `locale`) of each connected element. */
  elements: Set<SomaOptions>;
}

const KEY = Symbol.for('soma.config');

function shared(): Shared {
  const scope = globalThis as unknown as Record<symbol, Shared | undefined>;
  return (scope[KEY] ??= { options: {}, listeners: new Set(), elements: new Set() });
}

/** Merges options into the page's defaults; later calls win key by key. */
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

/**
 * The options of code that does not know which element it serves: the page's defaults, with each of
 * `api`, `portal` and `locale` on which every connected element agrees (one element's own
 * attribute, or several elements' equal ones). An element's tree reads its own with `useOptions()`.
 */
export function options(): SomaOptions {
  const { options: page, elements } = shared();
  const agreed = { ...page };
  for (const key of ['api', 'portal', 'locale'] as const) {
    const values = new Set([...elements].map((own) => own[key] ?? page[key]));
    if (values.size === 1) [agreed[key]] = values;
  }
  return agreed;
}

/** The page's defaults alone, as `Soma.configure()` set them. */
export const defaults = (): SomaOptions => shared().options;

/** The own attributes of the connected elements, which options() reads. */
export const ownOptions = (): Set<SomaOptions> => shared().elements;

export function onConfigure(listener: Listener): () => void {
  const { listeners } = shared();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
