// Finds the Chromium the browser tests, journeys and benchmarks drive: $CHROMIUM (or
// $CHROMIUM_PATH), else Debian's and the other usual paths. `ensureChromium()` installs Debian's
// package when none is there and this process may (root with apt-get), saying so; otherwise it
// stops with what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const USUAL = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
];

/** The first Chromium found, or null. */
export function findChromium() {
  const named = process.env.CHROMIUM || process.env.CHROMIUM_PATH;
  if (named) {
    if (!existsSync(named)) throw new Error(`CHROMIUM names ${named}, which does not exist`);
    return named;
  }
  return USUAL.find((path) => existsSync(path)) ?? null;
}

const canInstall = () =>
  process.platform === 'linux' &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** A Chromium to drive, installed from Debian's packages first when none is there and that is possible. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstall()) {
    throw new Error(
      'No Chromium found. Install one (Debian: apt-get install -y chromium) or name it with CHROMIUM=/path/to/chromium.',
    );
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status})`);
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no Chromium binary was found on the usual paths');
  return installed;
}

// `node scripts/chromium.mjs` makes sure one is there and prints its path.
if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
