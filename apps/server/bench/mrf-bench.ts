/**
 * `npm run bench:mrf`: generates one in-network rates file of MRF_BENCH_RATES (default 1,000,000) negotiated
 * rates and prints the throughput (uncompressed JSON MB/s) and memory. The rates are inserted into a fresh
 * database (a scratch database created on the PostgreSQL server of BENCH_DATABASE_URL and dropped afterwards,
 * else an embedded PGlite under a temporary directory), then the same streaming generator the MRF job uses
 * writes, validates (ajv, per item) and gzips the file into the shared store (the same database).
 * Not a timed test: a measurement for the README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data.js';
import { buildInNetworkFile } from '../src/modules/mrf/generate.js';
import { PgBlobStore } from '../src/storage/blob-store.js';

const RATES = Number(process.env.MRF_BENCH_RATES ?? 1_000_000);
const PROVIDERS = 2_000;
const CODES = Math.max(1, Math.ceil(RATES / PROVIDERS));
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bp-mrf-bench-'));
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = `bp_mrf_bench_${process.pid}`;
  let url: string | undefined;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${scratch}`;
    url = u.toString();
  }
  const database: Database = url ? openPostgres(url) : await openPglite(path.join(tmp, 'db'));
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    const db = database.db;
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [file] =
      await rows(sql`insert into mrf_network_files (file_format, description, generated)
      values ('in-network-rates', 'Bench in-network rates', true) returning id`);
    const fileId = Number(file!.id);
    let t = Date.now();
    // Codes × providers, in chunks so the insert itself stays within memory.
    const chunk = 100_000;
    const P = sql.raw(String(PROVIDERS));
    for (let start = 0; start < RATES; start += chunk) {
      const end = Math.min(RATES, start + chunk) - 1;
      await db.execute(sql`insert into mrf_negotiated_rates (network_file_id, billing_code_type,
          billing_code_type_version, billing_code, name, description, billing_class, setting, service_codes,
          rate_cents, expiration_date, tin, tin_business_name, npis)
        select ${fileId}::int, 'CPT', '2026', lpad(((i / ${P}) + 10000)::text, 5, '0'),
          'Service ' || (i / ${P}), 'Bench service ' || (i / ${P}), 'professional', 'outpatient',
          '{11,22}', 1000 + (i % 97) * 100, '9999-12-31', lpad((100000000 + i % ${P})::text, 9, '0'),
          'Provider group ' || (i % ${P}), array[(1000000000 + i % ${P})::text]
        from generate_series(${start}::int, ${end}::int) as i`);
    }
    console.log(
      `inserted ${RATES.toLocaleString('en-US')} rates (${CODES} codes × ${PROVIDERS} providers) in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakHeap = 0;
    const sample = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 50);
    t = Date.now();
    const built = await buildInNetworkFile(
      db,
      { id: fileId },
      {
        store: new PgBlobStore(database.db, { engine: database.engine }),
        entity: { name: 'Bench TPA', type: 'third party administrator' },
        networkName: 'Bench network',
        jobId: 0,
      },
    );
    const secs = (Date.now() - t) / 1000;
    clearInterval(sample);
    if (!built.ok) throw new Error(`the file did not validate: ${built.errors.join('; ')}`);
    console.log(
      [
        `file: ${built.rateCount.toLocaleString('en-US')} rates, ${mb(built.rawBytes)} MB JSON, ${mb(built.sizeBytes)} MB gzip, validated`,
        `time: ${secs.toFixed(1)} s → ${(built.rawBytes / 1024 / 1024 / secs).toFixed(1)} MB/s of JSON (${Math.round(built.rateCount / secs).toLocaleString('en-US')} rates/s)`,
        `memory while generating: peak RSS ${mb(peakRss)} MB (${mb(rssBefore)} MB before: ${mb(peakRss - rssBefore)} MB more), peak JS heap ${mb(peakHeap)} MB`,
        `process peak RSS (includes the ${url ? 'PostgreSQL client' : 'embedded PGlite database'}): ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`drop database if exists ${scratch}`);
      await admin.end();
    }
  }
}

await main();
