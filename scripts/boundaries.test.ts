import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries are enforced, not only written down (docs/architecture.md, "Boundaries"): planted
 * violations — a web feature importing another feature, a server service importing the query builder, an
 * import cycle, the web importing the server, a module reading another module's repository — each fail
 * `npm run lint`'s checks with the rule that forbids them.
 */
const root = path.resolve(import.meta.dirname, '..');
const PLANT = '__planted_boundary__';
const files: Record<string, string> = {
  [`apps/web/src/features/claims/${PLANT}_target.ts`]: `export const target = 1;\n`,
  [`apps/web/src/features/memos/${PLANT}.ts`]: `import { target } from '../claims/${PLANT}_target';\nexport const planted = target;\n`,
  [`apps/web/src/features/memos/${PLANT}_server.ts`]: `import { loadConfig } from '../../../../server/src/config.js';\nexport const planted = loadConfig;\n`,
  [`apps/server/src/modules/memos/${PLANT}-service.ts`]: `import { sql } from 'drizzle-orm';\nexport const planted = sql\`select 1\`;\n`,
  [`apps/server/src/modules/memos/${PLANT}_a.ts`]: `import { b } from './${PLANT}_b.js';\nexport const a = () => b;\n`,
  [`apps/server/src/modules/memos/${PLANT}_b.ts`]: `import { a } from './${PLANT}_a.js';\nexport const b = () => a;\n`,
  [`apps/server/src/modules/claims/${PLANT}-repo.ts`]: `export const rows = 1;\n`,
  [`apps/server/src/modules/memos/${PLANT}_repo-user.ts`]: `import { rows } from '../claims/${PLANT}-repo.js';\nexport const planted = rows;\n`,
};

/** Rule names depcruise reports for the files, by file. */
function depcruiseViolations(paths: string[]): Array<{ from: string; rule: string }> {
  let out: string;
  try {
    out = execFileSync(
      'npx',
      ['depcruise', ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '');
  }
  const result = JSON.parse(out) as {
    summary: { violations: Array<{ from: string; rule: { name: string } }> };
  };
  return result.summary.violations.map((v) => ({ from: v.from, rule: v.rule.name }));
}

function eslintFails(file: string): string {
  try {
    execFileSync('npx', ['eslint', '--no-warn-ignored', file], { cwd: root, encoding: 'utf8' });
    return '';
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '');
  }
}

describe('import boundaries fail the lint when broken', () => {
  beforeAll(() => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => {
    for (const file of Object.keys(files)) rmSync(path.join(root, file), { force: true });
  });

  it('depcruise names the rule each planted import breaks', () => {
    const found = depcruiseViolations(Object.keys(files));
    const rulesOf = (suffix: string) =>
      found.filter((v) => v.from.endsWith(suffix)).map((v) => v.rule);
    expect(rulesOf(`features/memos/${PLANT}.ts`)).toContain('web-features-isolated');
    expect(rulesOf(`${PLANT}_server.ts`)).toContain('web-never-server');
    expect(rulesOf(`${PLANT}-service.ts`)).toContain('sql-only-in-repos');
    expect(rulesOf(`${PLANT}_a.ts`)).toContain('no-cycle');
    expect(rulesOf(`${PLANT}_repo-user.ts`)).toContain('modules-through-services');
  });

  it('eslint refuses the cross-feature import in the web app too', () => {
    expect(eslintFails(`apps/web/src/features/memos/${PLANT}.ts`)).toMatch(
      /boundaries\/dependencies/,
    );
  });
});
