import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.js';
import { prepareDatabase } from './prepare.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: the dumped data directory every test file loads. */
    pgliteDump?: string;
    /** PostgreSQL mode: server URL and the template database to copy. */
    pgUrl?: string;
    pgTemplate?: string;
  }
}

/** Prepares one migrated, seeded PGlite database and dumps it for the test files to load. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bp-server-test-'));
  const database = await openPglite('memory://');
  try {
    await prepareDatabase(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
