// `npm start`: the reference server with demo data and the sandbox providers, unless SOMA_DEMO=0.
import { spawn } from 'node:child_process';

const env = { ...process.env, SOMA_DEMO: process.env.SOMA_DEMO ?? '1' };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
