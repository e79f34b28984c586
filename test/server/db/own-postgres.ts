import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/*
 * A PostgreSQL cluster of a test's own (initdb into a temporary folder, on a free port), made with
 * the machine's binaries, so that the test may stop and start it under a running server. PostgreSQL
 * refuses to run as root: as root, the cluster is made and run as the `postgres` user.
 */

export interface OwnPostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL's server binaries are not installed. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
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

export async function ownPostgres(bin: string): Promise<OwnPostgres> {
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soma-own-postgres-'));
  if (root) execFileSync('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      void run('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'log'), '-o', options]),
    stop: () => void run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]),
    remove() {
      try {
        run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
