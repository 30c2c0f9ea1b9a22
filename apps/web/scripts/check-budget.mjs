#!/usr/bin/env node
// Front-end budget (issue 11), run after `vite build`: prints the gzip size of the entry (the entry
// chunk and its static imports: what the login page loads before any lazy route) and of each lazy
// chunk (its own chunk plus the chunks only it needs), and fails when one is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { budgetReport, budgetViolations, gzipSize, kb } from './budget-lib.mjs';

/** Limits in bytes (1 kB = 1000 bytes, as Vite prints). */
export const LIMITS = { entry: 120_000, lazy: 50_000 };

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const report = budgetReport(manifest, (file) => gzipSize(fs.readFileSync(path.join(dist, file))));
// The manifest names our source files: it is for this check only, not for the server to publish.
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });

const rows = [
  ['entry (login page, before lazy routes)', report.entry.gzip, LIMITS.entry],
  ...report.lazy.map((r) => [r.key, r.gzip, LIMITS.lazy]),
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\nFront-end budget (gzip)\n${'chunk'.padEnd(width)}  ${'size'.padStart(9)}  ${'limit'.padStart(9)}`,
);
const shown = [rows[0], ...rows.slice(1, 16)];
for (const [name, size, limit] of shown)
  console.log(
    `${name.padEnd(width)}  ${kb(size).padStart(9)}  ${kb(limit).padStart(9)}${size > limit ? '  ✖ over' : ''}`,
  );
if (rows.length > shown.length)
  console.log(`… and ${rows.length - shown.length} smaller lazy chunks`);
console.log(`entry files: ${report.entry.files.map((f) => path.basename(f)).join(', ')}`);
console.log(
  `largest shared lazy chunks: ${report.shared
    .slice(0, 6)
    .map((s) => `${path.basename(s.file)} ${kb(s.gzip)} (${s.users} users)`)
    .join(', ')}`,
);

const violations = budgetViolations(report, LIMITS);
if (violations.length > 0) {
  console.error(`\n✖ Front-end budget exceeded:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('✔ within budget');
