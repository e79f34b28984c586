/**
 * The loader: finds `soma-*` elements on the page and fetches each one's chunk the first time it
 * appears. It imports nothing else, so the one script tag stays small.
 */
type Define = () => Promise<unknown>;

/**
 * What registers each element: its `element.ts`, not its `define.ts`. The build names `define.ts`
 * files after the element (`login.js`, for npm users' `soma/login`), so a browser must ask on
 * every visit whether they changed; `element.ts` lands in a chunk whose name carries its hash and
 * stays cached. The loader is then the one file a returning visitor's browser asks about.
 */
export const widgets: Record<string, Define> = {
  'soma-login': () => import('../widgets/login/element'),
  'soma-student-login': () => import('../widgets/student-login/element'),
  'soma-plan-shop': () => import('../widgets/plan-shop/element'),
  'soma-account': () => import('../widgets/account/element'),
  'soma-admin': () => import('../widgets/admin/element'),
};

/**
 * The chunks each element's chunk imports: a chunk by its name in `chunks/` beside this file,
 * anything else by its path from here (./x.js). The build writes them into the parsed text
 * (scripts/rollup-plugins.mjs), which no bundler can fold away beforehand. Unbundled, the
 * placeholder names no element and nothing is preloaded.
 */
const PRELOADS: Record<string, string[] | undefined> = JSON.parse('{"__SOMA_PRELOADS__":[]}');

/** Asks for an element's chunks together with the element's own chunk, rather than after it. */
function preload(tag: string): void {
  for (const file of PRELOADS[tag] ?? []) {
    const href = new URL(file.endsWith('.js') ? file : `./chunks/${file}.js`, import.meta.url).href;
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const loading = new Map<string, Promise<unknown>>();

/** Loads the chunk that defines `tag`, once. */
export function load(tag: string): Promise<unknown> {
  const define = widgets[tag];
  if (!define) return Promise.reject(new Error(`Unknown Soma element: ${tag}`));
  let pending = loading.get(tag);
  if (!pending) {
    preload(tag);
    pending = define().catch((error: unknown) => {
      loading.delete(tag);
      console.error(`Soma could not load <${tag}>`, error);
    });
    loading.set(tag, pending);
  }
  return pending;
}

/** Loads every undefined Soma element in `root` and below. */
export function discover(root: ParentNode): void {
  const selector = Object.keys(widgets).join(',');
  const found = root.querySelectorAll(selector);
  const tags = new Set<string>();
  if (root instanceof Element && root.matches(selector)) tags.add(root.localName);
  for (const element of found) tags.add(element.localName);
  for (const tag of tags) if (!customElements.get(tag)) void load(tag);
}

let observer: MutationObserver | undefined;

/** Watches the document for Soma elements added later. */
export function start(): void {
  if (observer) return;
  discover(document);
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
