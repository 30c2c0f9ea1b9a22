import path from 'node:path';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** A second process (or a second open) on a data directory whose embedded database is in use. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}; stop it or set DATA_DIR`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds (a lock naming this PID that is not here is stale: a PID reused). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `<dataDir>/.lock` (holding this process's PID) so that one process at a time opens the
 * embedded database; a lock whose process is gone is taken over. Returns the release function.
 * Throws DatabaseInUseError when a live process (or this one, through another open) holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      // Stale: the process is gone, the PID is this process's without an open here (reused after a
      // restart, e.g. PID 1 in a container), or the file is empty (a crash while writing it).
      const stale = pid === undefined || (pid === process.pid ? !held.has(file) : !isAlive(pid));
      if (!stale || attempt >= 3) throw new DatabaseInUseError(dataDir, pid ?? 0);
      try {
        unlinkSync(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  held.add(file);
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release(): void {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener('exit', onExit);
    if (readPid(file) !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
  return release;
}
