/**
 * EXPLAIN of captured statements, and the check the hot reads must pass: no sequential scan and no
 * unqualified (whole-index) scan of a table that grows with the members.
 */
import type pg from 'pg';
import type { Statement } from './capture.js';

/** Tables whose size grows with the plan's members: a hot read must reach them through an index key. */
export const GROWING_TABLES = [
  'accounts',
  'audit_log',
  'checks',
  'claim_lines',
  'claims',
  'dependent_access',
  'fsa_accounts',
  'members',
  'policies',
  'sessions',
] as const;

/** A node of PostgreSQL's JSON plan (the fields used here). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface Explained {
  statement: Statement;
  plan: PlanNode;
  /** Execution and planning time (ms) when analyzed. */
  executionMs?: number;
  planningMs?: number;
  /** JIT compilation happened (its time in ms). */
  jitMs?: number;
}

/** True for statements EXPLAIN can plan (reads and writes, not transaction control). */
export const explainable = (s: Statement) =>
  /^\s*(\(?\s*select|with|insert|update|delete)\b/i.test(s.text);

/**
 * EXPLAIN (FORMAT JSON) of each explainable statement with its parameters, on `client`. With `analyze`
 * the statements run, each in a transaction rolled back afterwards (unless `inTransaction`: the caller
 * has opened one and rolls it back).
 */
export async function explainAll(
  client: pg.ClientBase,
  statements: Statement[],
  opts: { analyze?: boolean; inTransaction?: boolean } = {},
): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const statement of statements.filter(explainable)) {
    const analyze = opts.analyze ? 'analyze, buffers, summary, ' : '';
    if (!opts.inTransaction) await client.query('begin');
    try {
      const r = await client.query<{
        'QUERY PLAN': [
          {
            Plan: PlanNode;
            'Execution Time'?: number;
            'Planning Time'?: number;
            JIT?: { Timing?: { Total?: number } };
          },
        ];
      }>(`explain (${analyze}format json) ${statement.text}`, statement.params);
      const top = r.rows[0]!['QUERY PLAN'][0];
      out.push({
        statement,
        plan: top.Plan,
        ...(top['Execution Time'] !== undefined ? { executionMs: top['Execution Time'] } : {}),
        ...(top['Planning Time'] !== undefined ? { planningMs: top['Planning Time'] } : {}),
        ...(top.JIT ? { jitMs: top.JIT.Timing?.Total ?? 0 } : {}),
      });
    } finally {
      if (!opts.inTransaction) await client.query('rollback');
    }
  }
  return out;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/**
 * What is wrong with a plan: a Seq Scan of a growing table, or an index scan of one without an index
 * condition (a walk over the whole index, e.g. to read it in order). Empty when every growing table is
 * reached through an index key.
 */
export function scanProblems(plan: PlanNode): string[] {
  const growing = new Set<string>(GROWING_TABLES);
  const problems: string[] = [];
  for (const n of planNodes(plan)) {
    const rel = n['Relation Name'];
    if (!rel || !growing.has(rel)) continue;
    const type = n['Node Type'];
    if (type === 'Seq Scan') problems.push(`Seq Scan on ${rel}`);
    else if ((type === 'Index Scan' || type === 'Index Only Scan') && !n['Index Cond'])
      problems.push(`${type} of ${rel} using ${n['Index Name']} without an index condition`);
  }
  return problems;
}

/** A short text form of a plan (node, relation, index, condition), for failure messages and reports. */
export function planText(plan: PlanNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const bits = [
    plan['Node Type'],
    plan['Relation Name'] ? `on ${plan['Relation Name']}` : '',
    plan['Index Name'] ? `using ${plan['Index Name']}` : '',
    plan['Index Cond'] ? `cond ${plan['Index Cond']}` : '',
    plan['Recheck Cond'] ? `recheck ${plan['Recheck Cond']}` : '',
    plan['Actual Total Time'] !== undefined
      ? `(${plan['Actual Total Time']} ms × ${plan['Actual Loops']}, ${plan['Actual Rows']} rows)`
      : '',
  ].filter(Boolean);
  return [`${pad}${bits.join(' ')}`, ...(plan.Plans ?? []).map((p) => planText(p, depth + 1))].join(
    '\n',
  );
}
