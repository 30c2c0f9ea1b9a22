import { describe, expect, it } from 'vitest';
import { AuditBatcher, rowFault } from './audit-batch.js';

/** An insert the test completes by hand: each call waits until `settle` resolves or rejects it. */
function manualInsert() {
  const calls: { rows: string[]; resolve(): void; reject(err: unknown): void }[] = [];
  const insert = (rows: readonly string[]) =>
    new Promise<void>((resolve, reject) => calls.push({ rows: [...rows], resolve, reject }));
  return { calls, insert };
}

/** Lets pending promise callbacks run. */
const tick = () => new Promise((r) => setImmediate(r));

/** Tracks whether a promise has settled, and how. */
function watch(p: Promise<void>) {
  const state: { settled: 'no' | 'ok' | 'failed'; error?: unknown } = { settled: 'no' };
  p.then(
    () => (state.settled = 'ok'),
    (error: unknown) => Object.assign(state, { settled: 'failed', error }),
  );
  return state;
}

const dbError = (code: string) =>
  Object.assign(new Error('failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('the audit group commit', () => {
  it('writes a lone request at once, and the requests arriving meanwhile as one next batch', async () => {
    const { calls, insert } = manualInsert();
    const b = new AuditBatcher(insert);
    const a = watch(b.write(['a1']));
    expect(calls.map((c) => c.rows)).toEqual([['a1']]);
    const rest = [b.write(['b1', 'b2']), b.write(['c1']), b.write(['d1'])].map(watch);
    await tick();
    // One batch in flight at a time: the others wait for it.
    expect(calls).toHaveLength(1);
    expect(b.waiting).toBe(3);
    calls[0]!.resolve();
    await tick();
    expect(a.settled).toBe('ok');
    expect(calls.map((c) => c.rows)).toEqual([['a1'], ['b1', 'b2', 'c1', 'd1']]);
    expect(rest.map((r) => r.settled)).toEqual(['no', 'no', 'no']);
    calls[1]!.resolve();
    await tick();
    expect(rest.map((r) => r.settled)).toEqual(['ok', 'ok', 'ok']);
  });

  it('answers a request only once its own batch has committed', async () => {
    const { calls, insert } = manualInsert();
    const b = new AuditBatcher(insert);
    const first = watch(b.write(['a']));
    const second = watch(b.write(['b']));
    await tick();
    expect(first.settled).toBe('no');
    calls[0]!.resolve();
    await tick();
    expect([first.settled, second.settled]).toEqual(['ok', 'no']);
    calls[1]!.resolve();
    await tick();
    expect(second.settled).toBe('ok');
  });

  it('bounds a batch by rows, keeping arrival order and each request’s rows together', async () => {
    const { calls, insert } = manualInsert();
    const b = new AuditBatcher(insert, 5);
    void b.write(['x']);
    const big = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'];
    for (const rows of [['a1', 'a2'], ['b1', 'b2'], ['c1', 'c2'], big, ['d1']]) void b.write(rows);
    for (let i = 0; i < 5; i++) {
      calls[i]?.resolve();
      await tick();
    }
    expect(calls.map((c) => c.rows)).toEqual([
      ['x'],
      ['a1', 'a2', 'b1', 'b2'],
      ['c1', 'c2'],
      // More rows than a batch holds: written alone, not split.
      big,
      ['d1'],
    ]);
  });

  it('fails every request of a batch the database refused, and goes on with the next', async () => {
    const { calls, insert } = manualInsert();
    const b = new AuditBatcher(insert);
    const first = watch(b.write(['a']));
    const batch = [b.write(['b']), b.write(['c'])].map(watch);
    calls[0]!.resolve();
    await tick();
    const lost = dbError('57P01'); // admin shutdown: not one row's fault, so nothing is retried
    calls[1]!.reject(lost);
    await tick();
    expect(first.settled).toBe('ok');
    expect(batch.map((r) => [r.settled, r.error])).toEqual([
      ['failed', lost],
      ['failed', lost],
    ]);
    expect(calls).toHaveLength(2);
    const later = watch(b.write(['d']));
    calls[2]!.resolve();
    await tick();
    expect(later.settled).toBe('ok');
  });

  it('when a row may be at fault, writes each request again alone so only its own fails', async () => {
    const { calls, insert } = manualInsert();
    const b = new AuditBatcher(insert);
    void b.write(['first']);
    const [good1, bad, good2] = [b.write(['g1']), b.write(['bad']), b.write(['g2', 'g3'])].map(
      watch,
    );
    calls[0]!.resolve();
    await tick();
    calls[1]!.reject(dbError('23503')); // foreign key violation
    await tick();
    calls[2]!.resolve();
    await tick();
    const refused = dbError('23503');
    calls[3]!.reject(refused);
    await tick();
    calls[4]!.resolve();
    await tick();
    expect(calls.map((c) => c.rows)).toEqual([
      ['first'],
      ['g1', 'bad', 'g2', 'g3'],
      ['g1'],
      ['bad'],
      ['g2', 'g3'],
    ]);
    expect([good1!.settled, bad!.settled, good2!.settled]).toEqual(['ok', 'failed', 'ok']);
    expect(bad!.error).toBe(refused);
  });

  it('a request without rows writes nothing', async () => {
    const { calls, insert } = manualInsert();
    await new AuditBatcher(insert).write([]);
    expect(calls).toHaveLength(0);
  });

  it('tells row faults (SQLSTATE 22, 23) from the database’s', () => {
    expect(rowFault(dbError('23503'))).toBe(true);
    expect(rowFault(dbError('22P02'))).toBe(true);
    expect(rowFault(dbError('57P01'))).toBe(false);
    expect(rowFault(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false);
    expect(rowFault(new Error('x'))).toBe(false);
  });
});
