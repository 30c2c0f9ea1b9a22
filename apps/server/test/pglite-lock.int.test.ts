import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from '../src/db/client.js';

/** The embedded database's data directory lock (issue 11): one process at a time. */

const root = mkdtempSync(path.join(os.tmpdir(), 'bp-pglite-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const inUse = (dir: string, pid: number) =>
  `The embedded database in ${dir} is in use by process ${pid}; stop it or set DATA_DIR`;

/** The PID of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(child.stdout.toString());
  expect(pid).toBeGreaterThan(0);
  return pid;
}

describe('PGlite data directory lock', () => {
  it('refuses a second open of the same directory until the first closes', async () => {
    const dir = path.join(root, 'second-open');
    const first = await openPglite(dir);
    try {
      expect(readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
      const second = openPglite(dir);
      await expect(second).rejects.toThrow(DatabaseInUseError);
      await expect(second).rejects.toThrow(inUse(dir, process.pid));
      // The refused open left the lock (and the open database) alone.
      expect(await first.ping()).toBe(true);
      expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    const again = await openPglite(dir);
    try {
      expect(await again.ping()).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('takes over a stale lock (its process is gone), and refuses one of a live process', async () => {
    const dir = path.join(root, 'stale');
    const first = await openPglite(dir);
    await first.close();
    const lock = path.join(dir, '.lock');

    writeFileSync(lock, `${deadPid()}\n`);
    const taken = await openPglite(dir);
    try {
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
      expect(await taken.ping()).toBe(true);
    } finally {
      await taken.close();
    }

    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(lock, `${live.pid}\n`);
      await expect(openPglite(dir)).rejects.toThrow(inUse(dir, live.pid!));
    } finally {
      live.kill();
    }
    await new Promise((r) => live.once('exit', r));
    const after = await openPglite(dir);
    await after.close();
  });

  it('a second server process on the same DATA_DIR exits non-zero with the message', async () => {
    const dataDir = path.join(root, 'server');
    const dir = path.join(dataDir, 'pglite');
    const running = await openPglite(dir);
    try {
      const serverTs = path.resolve(import.meta.dirname, '../src/server.ts');
      const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
      const child = spawn(tsx, [serverTs], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, stderr).toBe(1);
      expect(stderr).toContain(inUse(dir, process.pid));
      expect(await running.ping()).toBe(true);
    } finally {
      await running.close();
    }
  });
});
