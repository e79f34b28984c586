import { expect, nextFrame } from '@open-wc/testing';

// The built SDK as a page gets it: dist/soma.js defines the elements and fetches each element's
// chunk the first time that element appears. (`npm test` builds before the browser tests.)
const fetched = (name: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === `/dist/${name}`);

const TAGS = ['soma-login', 'soma-student-login', 'soma-plan-shop', 'soma-account', 'soma-admin'];

/**
 * The file dist/soma.js imports for each element, by tag (a path under dist/), read from the
 * elements' registry in the file dist/soma.js imports it from (the `config` chunk).
 */
async function elementChunks(): Promise<Record<string, string>> {
  const files = await filesFrom(['/dist/soma.js'], { dynamic: false });
  return Object.fromEntries(
    TAGS.map((tag) => {
      for (const [path, text] of files) {
        const found = text.match(new RegExp(`"${tag}":\\(\\)=>import\\("(\\.{1,2}/[^"]+)"\\)`));
        if (found) return [tag, new URL(found[1], new URL(path, location.href)).pathname.replace(/^\/dist\//, '')];
      }
      return [tag, ''];
    }),
  );
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await nextFrame();
  }
}

/**
 * The files reachable from `entries` through their imports (static ones, and dynamic ones too
 * when asked), each with its text.
 */
async function filesFrom(entries: string[], { dynamic }: { dynamic: boolean }): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const staticOnly = /(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
  const pattern = dynamic ? /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g : staticOnly;
  const visit = async (path: string): Promise<void> => {
    if (files.has(path)) return;
    files.set(path, '');
    const text = await (await fetch(path)).text();
    files.set(path, text);
    // The elements' registry imports every element on demand, but the loader follows it only for
    // the tags on the page: what an element can load is what its own code imports.
    const imports = text.includes('"soma-login":()=>import(') ? staticOnly : pattern;
    const next = [...text.matchAll(imports)].map((m) => new URL(m[1], new URL(path, location.href)).pathname);
    await Promise.all(next.map(visit));
  };
  await Promise.all(entries.map(visit));
  return files;
}

describe('dist/soma.js', () => {
  before(async () => {
    const loader = '/dist/soma.js';
    await import(/* @vite-ignore */ loader);
  });

  it('exposes Soma.configure and fetches no element chunk before an element appears', () => {
    expect(typeof window.Soma?.configure).to.equal('function');
    for (const chunk of ['login.js', 'student-login.js', 'plan-shop.js', 'account.js', 'admin.js']) {
      expect(fetched(chunk), chunk).to.equal(false);
    }
  });

  it('fetches an element chunk when the element is added, and only that one', async () => {
    const chunkOf = await elementChunks();
    document.body.append(document.createElement('soma-admin'));
    await until(() => customElements.get('soma-admin') !== undefined);
    expect(fetched(chunkOf['soma-admin'])).to.equal(true);
    expect(fetched(chunkOf['soma-login'])).to.equal(false);
    expect(fetched(chunkOf['soma-plan-shop'])).to.equal(false);
  });

  it("asks for the element's chunks together with its own, not one round trip later", () => {
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => new URL(l.href).pathname,
    );
    expect(
      preloads.some((path) => /^\/dist\/chunks\/core-[\w-]+\.js$/.test(path)),
      preloads.join(' '),
    ).to.equal(true);
    expect(preloads.every((path) => path.startsWith('/dist/chunks/'))).to.equal(true);
    // What loads on demand (the live channel's clients) is not asked for up front.
    expect(preloads.filter((path) => /\/(pusher|echo)-/.test(path))).to.deep.equal([]);
    expect(new Set(preloads).size).to.equal(preloads.length);
  });

  it('imports an element from its hashed chunk, past the entry file kept for npm users', async () => {
    // Entry files keep their names, so the browser asks again on every visit whether they
    // changed; a hashed chunk stays in its cache. The loader alone is asked about.
    const chunkOf = await elementChunks();
    for (const tag of TAGS) expect(chunkOf[tag], tag).to.match(/^chunks\/[\w-]+\.js$/);
    document.body.append(document.createElement('soma-login'));
    await until(() => customElements.get('soma-login') !== undefined);
    expect(fetched('login.js')).to.equal(false);
    // npm users' entry still defines nothing twice and hands out the same element class.
    const npmEntry = '/dist/login.js';
    const entry = await import(/* @vite-ignore */ npmEntry);
    expect(entry.element).to.equal(customElements.get('soma-login'));
  });

  it('renders the element into its shadow root with the one adopted stylesheet', async () => {
    const el = document.querySelector('soma-admin')!;
    await until(() => (el.shadowRoot?.childElementCount ?? 0) > 0);
    expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    expect(el.shadowRoot!.adoptedStyleSheets[0].cssRules.length).to.be.greaterThan(0);
  });

  it('shares one core between elements: a second element fetches only its own chunk', async () => {
    const before = performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/chunks/core-')).length;
    document.body.append(document.createElement('soma-student-login'));
    await until(() => customElements.get('soma-student-login') !== undefined);
    const after = performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/chunks/core-')).length;
    expect(before).to.equal(1);
    expect(after).to.equal(1);
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    expect(new Set(preloads).size, 'each chunk preloaded once').to.equal(preloads.length);
  });

  it('carries no request validation: the rules, their messages and the country list stay on the server', async () => {
    // Every file the elements can load, followed through their static and dynamic imports.
    const seen = await filesFrom(
      ['soma.js', 'login.js', 'student-login.js', 'plan-shop.js', 'account.js', 'admin.js', 'host.js'].map(
        (file) => `/dist/${file}`,
      ),
      { dynamic: true },
    );
    expect(seen.size).to.be.greaterThan(10);
    const carrying = [...seen].filter(([, text]) => /The :attribute field|"AD AE AF/.test(text)).map(([path]) => path);
    expect(carrying).to.deep.equal([]);
  });

  it('loads the router only for the elements that have pages of their own', async () => {
    // The router is its own chunk (rollup.config.mjs); the address hook the portal uses sits in the core.
    const carriesRouter = async (entry: string) =>
      [...(await filesFrom([`/dist/${entry}`], { dynamic: true })).keys()].some((path) => /\/router-/.test(path));
    expect(await carriesRouter('login.js'), 'login.js').to.equal(true);
    expect(await carriesRouter('account.js'), 'account.js').to.equal(true);
    expect(await carriesRouter('admin.js'), 'admin.js').to.equal(true);
    for (const entry of ['plan-shop.js', 'student-login.js']) {
      expect(await carriesRouter(entry), entry).to.equal(false);
    }
  });

  it("carries each element's styles with its own code: the login box fetches no other element's or the portal's CSS", async () => {
    const styles = async (entries: string[], dynamic: boolean) =>
      [
        ...(
          await filesFrom(
            entries.map((file) => `/dist/${file}`),
            { dynamic },
          )
        ).values(),
      ].join('\n');
    const login = await styles(['login.js'], false);
    // The portal's own page rule travels with the portal only.
    expect(login).to.not.contain('body{margin:0');
    expect(await styles(['host.js'], false)).to.contain('body{margin:0');
    // Every element adopts the shared base: the theme's custom properties are in the core.
    expect(login).to.contain('--soma-color-primary');
    // The account's and admin's pages' CSS is not on the login path: each page's chunk brings its own.
    for (const tag of ['soma-account', 'soma-admin']) {
      const chunk = (await elementChunks())[tag];
      const own = await (await fetch(`/dist/${chunk}`)).text();
      const rules = [...own.matchAll(/\("(\.[\w-]+\{[^"]{8,60})/g)].map((m) => m[1]);
      for (const rule of rules) expect(login, `${tag}'s rule ${rule}`).to.not.contain(rule);
    }
  });

  it("loads none of soma-account's code into the plan shop, whichever card field it shows", async () => {
    const files = await filesFrom(['/dist/plan-shop.js'], { dynamic: true });
    expect(
      [...files.keys()].some((path) => /\/StripeCard-/.test(path)),
      'the Stripe card field is on the path',
    ).to.equal(true);
    // The account's own routes: its chunk is the only file that names them.
    const carrying = [...files].filter(([, text]) => text.includes('/account/receipt/:orderId')).map(([path]) => path);
    expect(carrying).to.deep.equal([]);
  });

  it("keeps the elements' own code out of the hosted page's first load: the loader fetches it", async () => {
    // The host reads some of the elements' texts for its page titles, and only those.
    const files = await filesFrom(['/dist/host.js'], { dynamic: false });
    expect([...files.keys()].filter((path) => /\/element-/.test(path))).to.deep.equal([]);
    expect([...files.values()].some((text) => text.includes('/account/receipt/:orderId'))).to.equal(false);
  });

  it("keeps soma-login's other pages out of the login form's path: they follow once it shows", async () => {
    // The files login.js needs before it runs: its static imports, followed.
    const closure = await filesFrom(['/dist/login.js'], { dynamic: false });
    expect([...closure.keys()].filter((path) => /\/pages-/.test(path))).to.deep.equal([]);
    expect([...closure.values()].some((text) => /import\(\s*["']\.\/pages-[\w-]+\.js["']\s*\)/.test(text))).to.equal(
      true,
    );
  });
});
