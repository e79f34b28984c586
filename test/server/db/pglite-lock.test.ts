import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../../../server/db/connect';
import { LOCK_FILE, lockFolder } from '../../../server/db/folder-lock';

/* One process per PGlite folder (docs/operations.md, The PGlite lock). */

describe('the PGlite folder lock', () => {
  let dir: string;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-lock-'));
  });
  after(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('holds the folder while open, refuses a second opening naming the holder, and lets go on close', async () => {
    const folder = path.join(dir, 'one');
    const first = await openDatabase({ dataDir: folder });
    try {
      const lock = JSON.parse(await fs.readFile(path.join(folder, LOCK_FILE), 'utf8'));
      assert.equal(lock.pid, process.pid);
      assert.equal(lock.host, os.hostname());
      await assert.rejects(openDatabase({ dataDir: folder }), (error: Error) => {
        assert.match(error.message, new RegExp(`in use by process ${process.pid}`));
        assert.ok(error.message.includes(folder), error.message);
        return true;
      });
    } finally {
      await first.close();
    }
    await assert.rejects(fs.access(path.join(folder, LOCK_FILE)), 'the lock is removed on close');
    // Taken again at once (by the lock alone: a second PGlite in one process never lets it exit).
    const again = await lockFolder(folder, { warn: () => assert.fail('nothing stale to take over') });
    await again.release();
  });

  it('takes over the lock of a process that is gone, with a warning', async () => {
    const folder = path.join(dir, 'stale');
    await fs.mkdir(folder, { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const stalePid = Number(gone.stdout.toString());
    await fs.writeFile(path.join(folder, LOCK_FILE), JSON.stringify({ pid: stalePid, host: os.hostname() }));
    const warned: Array<Record<string, unknown>> = [];
    const database = await openDatabase({
      dataDir: folder,
      log: { warn: (object, message) => warned.push({ ...object, message }) },
    });
    try {
      assert.equal(JSON.parse(await fs.readFile(path.join(folder, LOCK_FILE), 'utf8')).pid, process.pid);
      assert.equal(warned.length, 1);
      assert.equal(warned[0]!.stale_pid, stalePid);
      assert.match(String(warned[0]!.message), /taking over/);
    } finally {
      await database.close();
    }
  });

  it('takes over a lock naming this very process, left by an earlier run that had its pid', async () => {
    const folder = path.join(dir, 'same-pid');
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, LOCK_FILE), JSON.stringify({ pid: process.pid, host: os.hostname() }));
    const warned: unknown[] = [];
    const database = await openDatabase({ dataDir: folder, log: { warn: (object) => warned.push(object) } });
    try {
      assert.equal(warned.length, 1);
    } finally {
      await database.close();
    }
  });
});
