/**
 * The loader: finds `soma-*` elements on the page and fetches each one's chunk the first time it
 * appears. It imports nothing: the entry file (src/index.ts) hands it the registry of elements
 * (widgets/elements.ts), so the one script tag stays small and the SDK's core never depends on
 * the elements built on it.
 */

/** Loads the module that registers one element. */
export type Define = () => Promise<unknown>;

/** Each element's tag and what registers it. */
export type Registry = Record<string, Define>;

let registry: Registry = {};

/** Another module for an element than the registry's, such as another language's; undefined keeps the registry's. */
export type Chooser = (tag: string, element: Element) => Promise<unknown> | undefined;

let choose: Chooser = () => undefined;

/** Makes the loader know these elements (the entry file's call; tests call it too). */
export function register(elements: Registry): void {
  registry = { ...registry, ...elements };
}

/**
 * The chunks each element's chunk imports: a chunk beside this file by its name, anything else
 * by its path from here (../x.js). The build writes them into the parsed text
 * (scripts/rollup-plugins.mjs), which no bundler can fold away beforehand. Unbundled, the
 * placeholder names no element and nothing is preloaded.
 */
const PRELOADS: Record<string, string[] | undefined> = JSON.parse('{"__SOMA_PRELOADS__":[]}');

/** Asks for an element's chunks together with the element's own chunk, rather than after it. */
function preload(tag: string): void {
  for (const file of PRELOADS[tag] ?? []) {
    const href = new URL(file.endsWith('.js') ? file : `./${file}.js`, import.meta.url).href;
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const loading = new Map<string, Promise<unknown>>();

/** Loads the chunk that defines `tag`, once; `element`, the first of its tag, may choose another module. */
export function load(tag: string, element?: Element): Promise<unknown> {
  const define = registry[tag];
  if (!define) return Promise.reject(new Error(`Unknown Soma element: ${tag}`));
  let pending = loading.get(tag);
  if (!pending) {
    const chosen = element && choose(tag, element);
    if (!chosen) preload(tag);
    pending = (chosen ?? define()).catch((error: unknown) => {
      loading.delete(tag);
      console.error(`Soma could not load <${tag}>`, error);
    });
    loading.set(tag, pending);
  }
  return pending;
}

/** Loads every undefined Soma element in `root` and below. */
export function discover(root: ParentNode): void {
  const selector = Object.keys(registry).join(',');
  if (!selector) return;
  const found = [...root.querySelectorAll(selector)];
  if (root instanceof Element && root.matches(selector)) found.unshift(root);
  // load() asks once per tag; the first element of a tag is the one that may choose its module.
  for (const element of found) if (!customElements.get(element.localName)) void load(element.localName, element);
}

let observer: MutationObserver | undefined;

/** Knows `elements`, loads those on the page and watches the document for those added later. */
export function start(elements: Registry, chooser?: Chooser): void {
  register(elements);
  if (chooser) choose = chooser;
  if (observer) return;
  discover(document);
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
