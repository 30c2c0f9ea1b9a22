import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const STYLES = path.resolve(SRC, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The Mantine components the app imports (`import { Button, Modal } from '@mantine/core'`). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
      for (const part of m[1]!.split(',')) {
        const name = part
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
  }
  return names;
}

const imported = (file: string) =>
  new Set(
    [
      ...fs
        .readFileSync(path.join(import.meta.dirname, file), 'utf8')
        .matchAll(/'@mantine\/core\/styles\/([A-Za-z]+)\.css'/g),
    ].map((m) => m[1]!),
  );

describe('Mantine styles (ui/styles)', () => {
  it('every Mantine component the app imports has its stylesheet loaded', () => {
    const loaded = new Set([
      ...imported('mantine-sign-in.ts'),
      ...imported('mantine-components.ts'),
    ]);
    const missing = [...importedComponents()].filter(
      (name) => fs.existsSync(path.join(STYLES, `${name}.css`)) && !loaded.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('no stylesheet is loaded twice', () => {
    const signIn = imported('mantine-sign-in.ts');
    expect([...imported('mantine-components.ts')].filter((n) => signIn.has(n))).toEqual([]);
  });
});
