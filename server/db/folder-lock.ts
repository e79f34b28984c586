import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/*
 * One process per PGlite folder. PGlite is PostgreSQL inside one process, with no locking of its
 * own between processes: two opening one folder would each write its files over the other's. The
 * first to open a folder writes `soma.lock` in it (its pid and host); another process finding the
 * lock while that process lives refuses to start, naming it. A lock left by a process that died
 * (SIGKILL, a crash, a power cut) is taken over, with a warning.
 */

export const LOCK_FILE = 'soma.lock';

export interface FolderLock {
  /** Removes the lock, if it is still this process's. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
  since?: string;
}

/** The lock files this process wrote and holds. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

export async function lockFolder(
  dir: string,
  log: { warn(object: object, message: string): void },
): Promise<FolderLock> {
  const file = path.join(dir, LOCK_FILE);
  const host = os.hostname();
  const mine: Holder = { pid: process.pid, host, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await fs.writeFile(file, `${JSON.stringify(mine)}\n`, { flag: 'wx' });
      held.add(file);
      return {
        async release() {
          held.delete(file);
          const holder = await readHolder(file);
          if (holder?.pid === mine.pid && holder.host === host) await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && holder.host !== host)
      throw new Error(
        `The PGlite data folder ${dir} is locked by process ${holder.pid} on host ${holder.host}; one process only may open it (remove ${file} if that process is gone)`,
      );
    // A lock naming this very process that it does not hold was left by an earlier run that had
    // its pid (a container's restart gives the server the same low pid): it is stale too.
    const ours = holder?.pid === process.pid && holder.host === host;
    if (holder && (ours ? held.has(file) : alive(holder.pid)))
      throw new Error(
        `The PGlite data folder ${dir} is in use by process ${holder.pid} on this host; one process only may open it (stop that one, or use PostgreSQL to run several instances)`,
      );
    log.warn({ dir, stale_pid: holder?.pid ?? null }, 'taking over the PGlite folder lock of a process that is gone');
    await fs.rm(file, { force: true });
  }
  throw new Error(`Could not lock the PGlite data folder ${dir}`);
}
