import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/* The real server (`server/main.ts`) as a child process, for tests that kill, stop or starve it. */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and waits until it says it is running. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const server = await launchServer(env);
  await server.running(60_000);
  return server;
}

/** Starts the server without waiting: `running()` resolves once it says it is running. */
export async function launchServer(
  env: Record<string, string>,
): Promise<Server & { running(timeoutMs: number): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running = async (timeoutMs: number) => {
    const started = Date.now();
    while (!output.includes('Soma is running')) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      if (Date.now() - started > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`the server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, running };
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}
