import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { TEST_TODAY } from './prepare.js';
import { restoreClock, shiftClockTo } from '../src/clock.js';
import {
  describeErrors,
  validateAllowedAmountsWhole,
  validateToc,
} from '../src/modules/mrf/validate.js';
import { oonWindow } from '../src/modules/mrf/allowed-amounts.js';

/**
 * Issue 27.6, the out-of-network allowed-amounts file (29 CFR 2590.715-2715A3(b)(1)(ii)): the MRF job builds
 * it from the adjudicated out-of-network claims of the reporting window (the 90 days beginning 180 days before
 * publication), reports an item/service + provider only with at least 20 different claims under one plan,
 * validates it against CMS's allowed-amounts schema and lists it in each table of contents under PUBLIC_URL.
 * Publishing without PUBLIC_URL is refused outside demo mode (demo mode: mrf.int.test.ts publishes with the
 * localhost default).
 */

type Row = Record<string, unknown>;
type Item = {
  billing_code: string;
  allowed_amounts: {
    tin: { type: string; value: string };
    billing_class: string;
    service_code?: string[];
    payments: { allowed_amount: number; providers: { billed_charge: number; npi: number[] }[] }[];
  }[];
};
const PUBLIC = 'https://files.example.org';
const CODE = '93000';
let t: TestApp;
let token: string;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const w = oonWindow(TEST_TODAY);
const day = (offset: number) =>
  new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const mid = day(-130);

/** Inserts a paid out-of-network claim of `member` with `provider`, one 93000 line per date in `lines`. */
let claimNo = 990_000_000;
async function claim(member: Row, provider: number, lines: string[], allowedCents = 12_345) {
  const no = ++claimNo;
  const [c] =
    await rows(sql`insert into claims (claim_prefix, claim_number, member_id, subscriber_id, group_number,
      employee_number, dependent_number, provider_id, network, claim_type, coverage_code, plan_year, service_date,
      service_end_date, received_date, processed_date, status, billed_cents, allowed_cents, deductible_cents,
      copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents, member_responsibility_cents, place_of_service)
    values (2699, ${no}, ${member.id}, ${member.subscriber_id}, ${member.group_number}, ${member.employee_number},
      ${member.dependent_number}, ${provider}, 'out', 'medical', 'MED', ${Number(lines[0]!.slice(0, 4))}, ${lines[0]},
      ${lines[lines.length - 1]}, ${lines[0]}, ${lines[0]}, 'paid', ${20_000 * lines.length},
      ${allowedCents * lines.length}, 0, 0, 0, 0, ${allowedCents * lines.length}, 0, '11')
    returning id`);
  for (const [i, d] of lines.entries())
    await rows(sql`insert into claim_lines (claim_id, line_number, procedure_code, place_of_service, service_date,
        service_end_date, billed_cents, allowed_cents, deductible_cents, copay_cents, coinsurance_cents,
        not_covered_cents, plan_paid_cents, member_responsibility_cents)
      values (${c!.id}, ${i + 1}, ${CODE}, '11', ${d}, ${d}, 20000, ${allowedCents}, 0, 0, 0, 0, ${allowedCents}, 0)`);
}
const times = (n: number, date = mid) => Array.from({ length: n }, () => date);

let providers: { id: number; npi: number }[];
const expected: Record<string, boolean> = {};

async function generate(app: TestApp) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/MRF/GenerateFiles',
    headers: bearer(token),
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(202);
  await app.app.jobs.runUntilIdle();
  const st = await app.app.inject({
    method: 'GET',
    url: `/api/MRF/GenerationStatus?jobId=${(res.json() as { jobId: string }).jobId}`,
    headers: bearer(token),
  });
  return st.json() as { state: string; published: string[]; rejected: unknown[]; progress: number };
}

beforeAll(async () => {
  shiftClockTo(TEST_TODAY);
  t = await createTestApp({
    config: { demo: false, publicUrl: PUBLIC, publicUrlConfigured: true },
  });
  token = await login(t.app, 'administrator@demo.test');
  // Members of the first two master groups (two reporting plans) and physicians with no claims yet.
  const [m1] =
    await rows(sql`select m.* from members m join groups g on g.group_number = m.group_number
    where g.master_group_number = 1000 and m.status = 'active' order by m.id limit 1`);
  const [m2] =
    await rows(sql`select m.* from members m join groups g on g.group_number = m.group_number
    where g.master_group_number = 2000 and m.status = 'active' order by m.id limit 1`);
  providers = (
    await rows(sql`select id, npi from providers p where provider_type = 'physician' and tax_id ~ '^[0-9]{9}$'
      and not exists (select 1 from claims c where c.provider_id = p.id) order by id limit 7`)
  ).map((r) => ({ id: Number(r.id), npi: Number(r.npi) }));
  expect(providers).toHaveLength(7);
  const [p20, p19, edgesIn, before, after, lines, split] = providers;
  // 20 different claims: reported; 19: not.
  for (const d of times(20)) await claim(m1!, p20!.id, [d]);
  for (const d of times(19)) await claim(m1!, p19!.id, [d]);
  // Both window edges count (first and last day of the 90).
  for (const d of [w.from, w.to, ...times(18)]) await claim(m1!, edgesIn!.id, [d]);
  // A claim the day before the window or the day after it does not.
  for (const d of [day(-181), ...times(19)]) await claim(m1!, before!.id, [d]);
  for (const d of [day(-90), ...times(19)]) await claim(m1!, after!.id, [d]);
  // 20 lines but 19 different claims: not reported.
  await claim(m1!, lines!.id, [mid, mid]);
  for (const d of times(18)) await claim(m1!, lines!.id, [d]);
  // 20 claims, but 10 under each of two plans: the minimum is per plan.
  for (const d of times(10)) await claim(m1!, split!.id, [d]);
  for (const d of times(10)) await claim(m2!, split!.id, [d]);
  Object.assign(expected, {
    [p20!.npi]: true,
    [p19!.npi]: false,
    [edgesIn!.npi]: true,
    [before!.npi]: false,
    [after!.npi]: false,
    [lines!.npi]: false,
    [split!.npi]: false,
  });
});
afterAll(async () => {
  restoreClock();
  await t?.close();
});

describe('out-of-network allowed-amounts file', () => {
  it('is generated by the MRF job, valid against the CMS schema, with only pairs of 20+ claims per plan', async () => {
    const st = await generate(t);
    expect(st.state).toBe('completed');
    expect(st.rejected).toEqual([]);
    const name = st.published.find((n) => /_allowed-amounts-\d+\.json\.gz$/.test(n));
    expect(name).toBeDefined();

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/MRF/GetTransparencyFiles' })
    ).json() as { fileName: string; kind: string; url: string }[];
    const entry = list.find((f) => f.fileName === name)!;
    expect(entry).toMatchObject({ kind: 'allowed-amounts', url: `/api/MRF/Files/${name}` });
    const res = await t.app.inject({ method: 'GET', url: entry.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/gzip');
    const doc = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Row;
    const ok = validateAllowedAmountsWhole(doc);
    expect(describeErrors(validateAllowedAmountsWhole.errors)).toEqual([]);
    expect(ok).toBe(true);
    expect(doc).toMatchObject({ last_updated_on: TEST_TODAY, version: '2.2.0' });

    const items = doc.out_of_network as Item[];
    const npisOf = (code: string) =>
      new Set(
        items
          .filter((i) => i.billing_code === code)
          .flatMap((i) => i.allowed_amounts)
          .flatMap((a) => a.payments)
          .flatMap((p) => p.providers)
          .flatMap((p) => p.npi),
      );
    const reported = npisOf(CODE);
    for (const [npi, yes] of Object.entries(expected))
      expect(reported.has(Number(npi)), `NPI ${npi}`).toBe(yes);
    // One unique allowed amount with its billed charge, professional, place of service 11.
    const mine = items
      .find((i) => i.billing_code === CODE)!
      .allowed_amounts.find((a) =>
        a.payments.some((p) => p.providers.some((x) => x.npi.includes(providers[0]!.npi))),
      )!;
    expect(mine).toMatchObject({
      billing_class: 'professional',
      service_code: ['11'],
      payments: [{ allowed_amount: 123.45, providers: [{ billed_charge: 200 }] }],
    });

    // The demo data's own out-of-network claims: exactly the (code, provider) pairs with 20+ different
    // claims in the window under one plan are in the file — several of them, and a 19-claim pair is not.
    const counts =
      await rows(sql`select l.procedure_code as code, pr.npi, g.master_group_number as plan,
        count(distinct c.id)::int as n
      from claims c join claim_lines l on l.claim_id = c.id join providers pr on pr.id = c.provider_id
      join groups g on g.group_number = c.group_number
      where c.network = 'out' and c.status in ('processed', 'paid') and c.claim_type = 'medical'
        and l.allowed_cents > 0 and l.service_date between ${w.from}::date and ${w.to}::date
        and c.claim_number < 990000000
      group by 1, 2, 3`);
    const want = new Set(counts.filter((r) => Number(r.n) >= 20).map((r) => `${r.code}|${r.npi}`));
    const got = new Set(
      items.flatMap((i) => [...npisOf(i.billing_code)].map((npi) => `${i.billing_code}|${npi}`)),
    );
    for (const npi of Object.keys(expected)) got.delete(`${CODE}|${npi}`);
    expect([...got].sort()).toEqual([...want].sort());
    expect(want.size).toBeGreaterThanOrEqual(3);
    const under = counts.find((r) => Number(r.n) === 19);
    expect(under).toBeDefined();
    expect(got.has(`${under!.code}|${under!.npi}`)).toBe(false);
  });

  it('is listed in the table of contents under PUBLIC_URL for each structure of plans', async () => {
    const toc = (
      await t.app.inject({ method: 'GET', url: '/api/MRF/GetTableOfContents' })
    ).json() as Row;
    expect(validateToc(toc), JSON.stringify(validateToc.errors)).toBe(true);
    const structures = toc.reporting_structure as {
      reporting_plans: unknown[];
      allowed_amount_file?: { location: string };
      in_network_files?: { location: string }[];
    }[];
    const [{ n }] =
      (await rows(sql`select count(distinct s.id)::int as n from mrf_reporting_structures s
      join mrf_structure_files sf on sf.structure_id = s.id join mrf_network_files f on f.id = sf.network_file_id
      where s.active and f.file_format = 'allowed-amounts'`)) as [{ n: number }];
    const withAllowed = structures.filter((s) => s.allowed_amount_file);
    expect(withAllowed).toHaveLength(Number(n));
    for (const s of withAllowed)
      expect(s.allowed_amount_file!.location).toMatch(
        new RegExp(
          `^${PUBLIC}/api/MRF/Files/\\d{4}-\\d{2}-\\d{2}_[a-z0-9-]+_allowed-amounts-\\d+\\.json\\.gz$`,
        ),
      );
    for (const s of structures)
      for (const f of s.in_network_files ?? [])
        if (f.location.includes('/api/MRF/Files/'))
          expect(f.location.startsWith(PUBLIC)).toBe(true);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/MRF/GetPublishHistory',
        headers: bearer(token),
      })
    ).json() as Row[];
    expect(history.some((h) => h.kind === 'allowed-amounts' && h.current === true)).toBe(true);
  });

  it('a new allowed-amounts file may be generated by the portal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/MRF/SaveNetworkFile',
      headers: bearer(token),
      payload: {
        description: 'Second allowed amounts',
        fileType: 'allowed-amounts',
        generated: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { networkFileId } = res.json() as { networkFileId: number };
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/MRF/GetNetworkFile?networkFileId=${networkFileId}`,
      headers: bearer(token),
    });
    expect(file.json()).toMatchObject({
      fileType: 'allowed-amounts',
      generated: true,
      location: '',
    });
  });
});

describe('publishing without PUBLIC_URL', () => {
  it('is refused outside demo mode (409 mrfPublicUrlMissing), nothing is queued', async () => {
    const bare = await createTestApp({
      database: t.database,
      config: { demo: false, publicUrlConfigured: false },
    });
    try {
      const tok = await login(bare.app, 'administrator@demo.test');
      const [{ n: before }] = (await rows(
        sql`select count(*)::int as n from jobs where kind = 'mrf_generate'`,
      )) as [{ n: number }];
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/MRF/GenerateFiles',
        headers: bearer(tok),
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).error_description).toBe('mrfPublicUrlMissing');
      const [{ n: after }] = (await rows(
        sql`select count(*)::int as n from jobs where kind = 'mrf_generate'`,
      )) as [{ n: number }];
      expect(after).toBe(before);
    } finally {
      await bare.app.close();
    }
  });
});
