// Prints the gzip size of the loader, the core and each element's path (everything a page
// downloads to show that element) against the budgets of docs/architecture.md. Run after `npm run build`:
//   node test/bench/size.mjs
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;

/**
 * docs/architecture.md: loader 3 KB; login path 30 KB; plan shop with its checkout steps 40 KB before the
 * card provider's own code; account 45 KB; admin 40 KB.
 */
const budgets = {
  loader: 3 * KB,
  'soma-login': 30 * KB,
  'soma-plan-shop': 40 * KB,
  'soma-account': 45 * KB,
  'soma-admin': 40 * KB,
};
/** The budget that applies to an element's path with its own on-demand steps rather than its first view. */
const WITH_STEPS = new Set(['soma-plan-shop']);

const TAGS = ['soma-login', 'soma-student-login', 'soma-plan-shop', 'soma-account', 'soma-admin'];

if (!existsSync(join(DIST, 'soma.js'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/**
 * The file the loader imports for each element (its entry file, or the hashed chunk behind it
 * when the entry only re-exports one), read from the elements' registry, which sits in a file
 * dist/soma.js imports (src/start.ts, in the `config` chunk).
 */
const elements = Object.fromEntries(
  TAGS.map((tag) => {
    for (const file of closure('soma.js')) {
      const found = readFileSync(join(DIST, file), 'utf8').match(
        new RegExp(`["']${tag}["']\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*["'](\\.{1,2}/[^"']+)["']`),
      );
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      if (found) return [tag, join(dir, found[1]).replace(/\\/g, '/')];
    }
    throw new Error(`dist/soma.js imports no file for <${tag}>`);
  }),
);

/** Static imports and re-exports of a chunk, followed transitively: what loads before its code runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const statics = /(?:^|[;\n}])\s*(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["']([^"']+)["']/g;
  for (const match of code.matchAll(statics)) {
    const spec = match[1];
    if (!spec.startsWith('.')) continue;
    const resolved = join(dir, spec).replace(/\\/g, '/');
    closure(resolved, seen);
  }
  return seen;
}

/**
 * What loads only for the card provider's own form and the bank's authentication step (Stripe.js, or the
 * sandbox's stand-ins for them: one or the other loads, never both), for the payment's progress once
 * Checkout was pressed (the M-Pesa prompt on the phone, M-Pesa's counterpart of the bank's step, and
 * paying a refused order again), or the live channel's clients.
 */
const PROVIDER_OR_LIVE =
  /^chunks\/(StripeCard|StripeAuthentication|SandboxCard|sandboxCard|SandboxAuthentication|CardAuthentication|PaymentProgress|live|pusher|echo)-/;

/**
 * Chunks an element fetches later on its own (dynamic imports), other elements' entries aside;
 * `skip` leaves out dynamic imports whose file matches it, and what only they bring.
 */
function onDemand(file, skip = null) {
  const seen = closure(file);
  const queue = [...seen];
  while (queue.length) {
    const current = queue.shift();
    const code = readFileSync(join(DIST, current), 'utf8');
    const dir = current.includes('/') ? current.slice(0, current.lastIndexOf('/') + 1) : '';
    for (const match of code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
      const target = join(dir, match[1]).replace(/\\/g, '/');
      if (Object.values(elements).includes(target) || seen.has(target) || skip?.test(target)) continue;
      for (const f of closure(target)) if (!seen.has(f)) seen.add(f), queue.push(f);
    }
  }
  return seen;
}

const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const rows = [];
let over = 0;

function row(name, files, budget) {
  const size = [...files].reduce((sum, f) => sum + gz(f), 0);
  const verdict =
    budget === undefined ? '' : size <= budget ? `ok (budget ${fmt(budget)})` : `OVER budget ${fmt(budget)}`;
  if (budget !== undefined && size > budget) over += 1;
  rows.push([name, fmt(size), [...files].join(' + '), verdict]);
}

const loader = closure('soma.js');
row('loader (dist/soma.js)', loader, budgets.loader);
const core = [...closure(elements['soma-login'])].filter((f) => f.includes('core'));
row('core chunk', core);
for (const [tag, file] of Object.entries(elements)) {
  const path = new Set([...loader, ...closure(file)]);
  row(`${tag} path`, path, WITH_STEPS.has(tag) ? undefined : budgets[tag]);
  const later = new Set([...loader, ...onDemand(file)]);
  if (later.size === path.size) continue;
  // The plan shop's budget covers its checkout too, up to the card provider's code (docs/architecture.md).
  const own = new Set([...loader, ...onDemand(file, PROVIDER_OR_LIVE)]);
  if (own.size > path.size)
    row(
      `${tag} path with its own on-demand steps (no card provider, no live channel)`,
      own,
      WITH_STEPS.has(tag) ? budgets[tag] : undefined,
    );
  row(`${tag} path with what it loads on demand`, later);
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log('Soma bundle sizes (gzip -9)');
for (const [name, size, files, verdict] of rows) {
  console.log(`${name.padEnd(width)}  ${size.padStart(9)}  ${verdict}`);
  console.log(`${''.padEnd(width)}  ${''.padStart(9)}  ${files}`);
}
if (over) {
  console.log(`${over} path(s) over budget`);
  process.exit(1);
}
