// Development: rebuilds the SDK on change and restarts the server on change, with demo data.
import { spawn } from 'node:child_process';

const env = { ...process.env, SOMA_DEMO: process.env.SOMA_DEMO ?? '1' };
const children = [
  spawn('npx', ['rollup', '-c', 'rollup.config.mjs', '--watch'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
