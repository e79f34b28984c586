import { chromeLauncher } from '@web/test-runner-chrome';
import { tsImport } from 'tsx/esm/api';
import { testApi } from './test/support/test-api.mjs';

import { ensureChromium } from './scripts/chromium.mjs';

const chromium = ensureChromium();

const build = process.env.SOMA_TEST_BUILD || '.test-build/all';
const port = Number(process.env.SOMA_TEST_PORT) || 8000;

// The real API server, for widget tests: proxied under /api, driven by server commands.
const { startReferenceServer } = await tsImport('./test/support/reference-server.ts', import.meta.url);
const reference = await startReferenceServer(`http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => reference.close().finally(() => process.exit(1)));

export default {
  files: [`${build}/browser/**/*.test.js`, `${build}/react/**/*.test.js`],
  port,
  nodeResolve: true,
  // One page at a time: a background tab gets no animation frames, and widget tests wait on them.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium,
        headless: true,
        // Test files run in side-by-side tabs; without these, background tabs get no animation frames.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-dev-shm-usage',
          '--disable-renderer-backgrounding',
          '--disable-background-timer-throttling',
          '--disable-backgrounding-occluded-windows',
        ],
      },
    }),
  ],
  middleware: [testApi(), reference.proxy],
  plugins: [reference.plugin],
};
