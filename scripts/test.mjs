#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against one built server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'build']],
  ['npm', ['run', 'test', '-w', 'e2e']],
];
for (const [cmd, args] of steps) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
}
