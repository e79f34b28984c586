// Starts the run command's server (what `npm start` runs after building) on a free port, with
// demo data in a throw-away folder, for the scripts that drive a real browser against it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `{ url, stop, output }` of a fresh portal; needs `npm run build` first. `env` adds to the
 * server's environment; `output()` is what it has printed so far (the sandbox outbox too).
 */
export async function startPortal(env = {}) {
  if (!existsSync('dist/soma.js')) throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'soma-portal-'));
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SOMA_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Soma is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const login = (name) => output.match(new RegExp(`${name}: (\\S+) / (\\S+)`))?.slice(1);
  return {
    url: `http://127.0.0.1:${port}`,
    parent: login('demo parent'),
    student: login('demo student'),
    admin: login('administrator \\(ADMIN_LOGIN / ADMIN_PASSWORD not set\\)'),
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
