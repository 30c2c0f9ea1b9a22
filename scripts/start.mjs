#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the server (which migrates and,
// on a fresh embedded database, seeds the demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const r = (p) => path.join(root, p);

/** Newest modification time of the files under the given paths. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p))
        if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(r(p)));
  return max;
}

function mtime(p) {
  return existsSync(r(p)) ? statSync(r(p)).mtimeMs : 0;
}

function run(args) {
  const res = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const contractTime = newest(['packages/contract/src']);
if (
  mtime('apps/web/dist/index.html') <
  Math.max(contractTime, newest(['apps/web/src', 'apps/web/index.html', 'apps/web/public']))
) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (
  // Both outputs of the server build: the server and its PDF worker thread.
  Math.min(mtime('apps/server/dist/server.js'), mtime('apps/server/dist/pdf-worker.js')) <
  Math.max(contractTime, newest(['apps/server/src', 'apps/server/drizzle']))
) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'apps/server']);
}

const child = spawn(process.execPath, ['--enable-source-maps', r('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
