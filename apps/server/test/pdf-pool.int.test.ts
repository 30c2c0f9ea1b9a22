import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isMainThread } from 'node:worker_threads';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_BRAND } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createPdfPool, PdfPoolBusy, type PdfPool } from '../src/pdf/pool.js';
import { createPdfRenderer, type PdfJob, type PdfRenderer } from '../src/pdf-jobs/index.js';
import { renderPdfJob } from '../src/pdf-jobs/jobs.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { sampleEob } from '../src/testing/pdf-fixtures.js';
import { createTestApp, login, type TestApp } from './helpers.js';
import { post } from './scoping-fixture.js';

/**
 * The PDF worker pool (docs/decisions.md, "PDF rendering"): renders in worker threads the same bytes as in
 * this thread, passes render errors on, survives a dying worker, refuses work past its queue with 503, and
 * is destroyed with the app.
 */
const created = '2026-02-01T12:00:00.000Z';
const eobJob = (over: Partial<Parameters<typeof sampleEob>[0]> = {}): PdfJob => ({
  kind: 'eob',
  brand: DEFAULT_BRAND.id,
  document: sampleEob(over),
  created,
});

describe('the PDF renderer (real worker)', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer({ workers: 1, maxQueue: 10 });
  });
  afterAll(() => renderer.close());

  it('renders in a worker thread the same bytes as in this thread', async () => {
    expect(isMainThread).toBe(true);
    const job = eobJob({ language: 'sp' });
    const inWorker = await renderer.render(job);
    expect(renderer.stats.created).toBe(true);
    const here = Buffer.from(await renderPdfJob(job));
    expect(inWorker.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inWorker.equals(here)).toBe(true);
    const text = await readPdf(inWorker);
    expect(text.language).toBe('es-US');
    expect(text.text).toContain('26-123456-00');
  });

  it('writes the job’s creation date, stamped on the main thread when the job has none', async () => {
    const createDate = (b: Buffer) =>
      /<xmp:CreateDate>([^<]+)<\/xmp:CreateDate>/.exec(b.toString('latin1'))?.[1];
    expect(createDate(await renderer.render(eobJob()))).toBe('2026-02-01T12:00:00Z');
    const before = Date.now();
    const stamped = createDate(await renderer.render({ ...eobJob(), created: undefined }));
    expect(Date.parse(stamped!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('rejects with the error the render threw', async () => {
    await expect(
      renderer.render({ ...eobJob(), kind: 'nothing' } as unknown as PdfJob),
    ).rejects.toThrow(/unknown PDF job: nothing/);
    // The worker is still there for the next job.
    expect((await renderer.render(eobJob())).length).toBeGreaterThan(1000);
  });
});

describe('the PDF pool', () => {
  const workerFile = path.join(import.meta.dirname, 'fixtures/pdf-test-worker.mjs');
  type TestJob = { n?: number; sleepMs?: number; throw?: string; exit?: boolean };
  let pool: PdfPool<TestJob> | undefined;
  const inProcess = vi.fn(async () => new Uint8Array([1]));
  const open = (workers: number, maxQueue = 10) =>
    (pool = createPdfPool<TestJob>({ workers, maxQueue, workerFile, render: inProcess }));
  afterEach(async () => {
    await pool?.close();
    inProcess.mockClear();
  });

  it('is created on the first render only, and 0 workers render in this thread', async () => {
    const p = open(0);
    expect(p.stats.created).toBe(false);
    expect([...(await p.render({}))]).toEqual([1]);
    expect(inProcess).toHaveBeenCalledOnce();
    expect(p.stats.created).toBe(false);
    const q = open(1);
    expect(q.stats.created).toBe(false);
    expect([...(await q.render({ n: 7 }))]).toEqual([37, 80, 68, 70, 7]);
    expect(q.stats.created).toBe(true);
    expect(inProcess).toHaveBeenCalledOnce();
  });

  it('passes a thrown error on and goes on rendering', async () => {
    const p = open(1);
    await expect(p.render({ throw: 'bad description' })).rejects.toThrow('bad description');
    expect([...(await p.render({ n: 1 }))]).toEqual([37, 80, 68, 70, 1]);
  });

  it('survives a worker that dies: that render fails, the next one gets a new worker', async () => {
    const p = open(1);
    await expect(p.render({ exit: true })).rejects.toThrow();
    expect([...(await p.render({ n: 2 }))]).toEqual([37, 80, 68, 70, 2]);
  });

  it('refuses a render with 503 when the queue is full, and serves the rest', async () => {
    const p = open(1, 2);
    await p.render({ n: 0 }); // the worker is up
    const running = p.render({ sleepMs: 300 });
    // Let the first job reach the worker, so the next two wait in the queue.
    await new Promise((r) => setTimeout(r, 50));
    const queued = [p.render({ n: 1 }), p.render({ n: 2 })];
    const refused = await p.render({ n: 3 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PdfPoolBusy);
    expect(refused).toMatchObject({ statusCode: 503, error: 'service_unavailable' });
    await running;
    expect((await Promise.all(queued)).map((b) => b[4])).toEqual([1, 2]);
  });

  it('is destroyed by close: running renders fail, later ones are refused', async () => {
    const p = open(1);
    await p.render({ n: 0 });
    const running = p.render({ sleepMs: 500 }).catch((e: unknown) => e);
    await p.close();
    expect(await running).toBeInstanceOf(Error);
    expect(p.stats.created).toBe(false);
    await expect(p.render({ n: 1 })).rejects.toThrow(/closed/);
  });
});

describe('EOB download through a worker pool (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { pdf: { workers: 1, maxQueue: 10 } } });
  });
  afterAll(() => t?.close());

  it('answers the EOB rendered in a worker, and the pool closes with the app', async () => {
    const token = await login(t.app, 'employee@demo.test');
    const [account] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'employee@demo.test'));
    const [claim] = await t.database.db
      .select()
      .from(s.claims)
      .where(
        and(
          eq(s.claims.memberId, account!.memberId!),
          sql`${s.claims.status} in ('paid', 'processed', 'denied', 'adjusted')`,
          sql`exists (select 1 from claim_lines l where l.claim_id = ${s.claims.id})`,
        ),
      )
      .orderBy(desc(s.claims.serviceDate))
      .limit(1);
    const res = await post(t.app, '/api/RedCard/GetEobPDF', token, {
      claimPrefix: String(claim!.claimPrefix),
      claimNumber: String(claim!.claimNumber),
      claimSuffix: String(claim!.claimSuffix),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(`${claim!.claimPrefix}-${claim!.claimNumber}-${claim!.claimSuffix}`);
    expect(t.app.pdf.stats.created).toBe(true);
    await t.app.close();
    expect(t.app.pdf.stats.created).toBe(false);
  });
});
