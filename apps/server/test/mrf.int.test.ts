import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import {
  validateInNetworkWhole,
  validateToc,
  describeErrors,
} from '../src/modules/mrf/validate.js';

/**
 * Price transparency (issue 15): MRF maintenance calls, the generation job (CMS v2.2.0 validation, a broken
 * rate refuses the file), the public files (gzip, ranges), publish history and diff, the member price tool.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const get = (who: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(who ? bearer(tokens[who]!) : {}), ...headers },
  });
const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });

let generatedFileId: number;

const generate = async () => {
  const res = await post('administrator', '/api/MRF/GenerateFiles', {});
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json() as { jobId: string };
  await t.app.jobs.runUntilIdle();
  const st = await get('administrator', `/api/MRF/GenerationStatus?jobId=${jobId}`);
  expect(st.statusCode, st.body).toBe(200);
  return st.json() as {
    state: string;
    published: string[];
    rejected: { fileName: string; errors: string[] }[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['administrator', 'employee', 'employer'])
    tokens[u] = await login(t.app, `${u}@demo.test`);
  const [f] = await rows(
    sql`select id from mrf_network_files where generated and file_format = 'in-network-rates' order by id limit 1`,
  );
  generatedFileId = Number(f!.id);
});
afterAll(() => t?.close());

describe('MRF maintenance', () => {
  it('creates and edits a reporting plan, validating EIN and sponsor', async () => {
    const bad = await post('administrator', '/api/MRF/SaveReportingPlan', {
      planName: 'Plan',
      planIdType: 'ein',
      planId: '12',
      planMarketType: 'group',
      issuerName: 'Self-insured',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ planId: 'taxError', planSponsorName: 'required' });
    const unknownGroup = await post('administrator', '/api/MRF/SaveReportingPlan', {
      planName: 'Plan',
      planIdType: 'hios',
      planId: '12345VA0010001',
      planMarketType: 'individual',
      issuerName: 'Self-insured',
      groupNumbers: [99_999_999],
    });
    expect(errorOf(unknownGroup).fields).toMatchObject({ groupNumbers: 'invalidValue' });
    const ok = await post('administrator', '/api/MRF/SaveReportingPlan', {
      planName: 'Test PPO',
      planIdType: 'ein',
      planId: '12-3456789',
      planMarketType: 'group',
      planSponsorName: 'Test Sponsor',
      issuerName: 'Self-insured',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { reportingPlanId } = ok.json() as { reportingPlanId: number };
    const edit = await post('administrator', '/api/MRF/SaveReportingPlan', {
      reportingPlanId,
      planName: 'Test PPO 2',
      planIdType: 'ein',
      planId: '12-3456789',
      planMarketType: 'group',
      planSponsorName: 'Test Sponsor',
      issuerName: 'Self-insured',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const one = await get(
      'administrator',
      `/api/MRF/GetReportingPlan?reportingPlanId=${reportingPlanId}`,
    );
    expect(one.json()).toMatchObject({ planName: 'Test PPO 2', planIdType: 'ein' });
    const list = await get('administrator', '/api/MRF/GetReportingPlanList');
    expect((list.json() as Row[]).some((p) => p.reportingPlanId === reportingPlanId)).toBe(true);
    expect(
      (await get('administrator', '/api/MRF/GetReportingPlan?reportingPlanId=999999')).statusCode,
    ).toBe(404);
  });

  it('creates network files and a structure linking them', async () => {
    const noLoc = await post('administrator', '/api/MRF/SaveNetworkFile', {
      description: 'Hosted',
      fileType: 'in-network-rates',
    });
    expect(errorOf(noLoc).fields).toMatchObject({ location: 'required' });
    const http = await post('administrator', '/api/MRF/SaveNetworkFile', {
      description: 'Hosted',
      fileType: 'in-network-rates',
      location: 'http://x.example/a.json',
    });
    expect(errorOf(http).fields).toMatchObject({ location: 'urlError' });
    const f = await post('administrator', '/api/MRF/SaveNetworkFile', {
      description: 'Hosted elsewhere',
      fileType: 'in-network-rates',
      location: 'https://x.example/a.json',
    });
    expect(f.statusCode, f.body).toBe(200);
    const { networkFileId } = f.json() as { networkFileId: number };
    const one = await get(
      'administrator',
      `/api/MRF/GetNetworkFile?networkFileId=${networkFileId}`,
    );
    expect(one.json()).toMatchObject({
      location: 'https://x.example/a.json',
      generated: false,
      status: 'draft',
    });
    const files = (await get('administrator', '/api/MRF/GetNetworkFileList')).json() as Row[];
    expect(files.find((x) => x.networkFileId === generatedFileId)).toMatchObject({
      generated: true,
    });
    expect(
      Number(files.find((x) => x.networkFileId === generatedFileId)!.rateCount),
    ).toBeGreaterThan(0);

    const [plan] = await rows(sql`select id from mrf_reporting_plans order by id limit 1`);
    const badStruct = await post('administrator', '/api/MRF/SaveReportingStructure', {
      name: 'S',
      reportingPlanIds: [Number(plan!.id)],
    });
    expect(errorOf(badStruct).fields).toMatchObject({ inNetworkFileIds: 'required' });
    const wrongKind = await post('administrator', '/api/MRF/SaveReportingStructure', {
      name: 'S',
      reportingPlanIds: [Number(plan!.id)],
      allowedAmountFileId: generatedFileId,
    });
    expect(errorOf(wrongKind).fields).toMatchObject({ allowedAmountFileId: 'invalidValue' });
    const s = await post('administrator', '/api/MRF/SaveReportingStructure', {
      name: 'Test structure',
      reportingPlanIds: [Number(plan!.id)],
      inNetworkFileIds: [networkFileId, generatedFileId],
    });
    expect(s.statusCode, s.body).toBe(200);
    const { reportingStructureId } = s.json() as { reportingStructureId: number };
    const got = await get(
      'administrator',
      `/api/MRF/GetReportingStructure?reportingStructureId=${reportingStructureId}`,
    );
    expect(got.json()).toMatchObject({
      name: 'Test structure',
      inNetworkFileIds: [generatedFileId, networkFileId].sort((a, b) => a - b),
      allowedAmountFileId: null,
    });
    expect(
      ((await get('administrator', '/api/MRF/GetReportingStructureList')).json() as Row[]).length,
    ).toBeGreaterThan(1);
    const schemas = await get('administrator', '/api/MRF/GetNetworkFileFormatSchemas');
    expect(schemas.json()).toContainEqual(
      expect.objectContaining({ fileType: 'in-network-rates', version: '2.2.0' }),
    );
  });

  it('refuses members, employers and anonymous callers', async () => {
    expect((await get('employee', '/api/MRF/GetReportingPlanList')).statusCode).toBe(403);
    expect((await get('employer', '/api/MRF/GetNetworkFileList')).statusCode).toBe(403);
    expect((await get(null, '/api/MRF/GetReportingStructureList')).statusCode).toBe(401);
  });
});

describe('MRF generation and publishing', () => {
  it('generates CMS-valid files, serves them publicly with gzip and ranges', async () => {
    const st = await generate();
    expect(st.state).toBe('completed');
    expect(st.rejected).toEqual([]);
    expect(st.published.some((n) => n.includes('in-network-rates'))).toBe(true);
    expect(st.published.some((n) => n.endsWith('_index.json.gz'))).toBe(true);

    const list = await get(null, '/api/MRF/GetTransparencyFiles');
    expect(list.statusCode).toBe(200);
    const files = list.json() as { fileName: string; kind: string; url: string }[];
    const inNet = files.find((f) => f.kind === 'in-network-rates' && f.url.startsWith('/api/'))!;
    const toc = files.find((f) => f.kind === 'table-of-contents')!;

    const res = await get(null, inNet.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/gzip');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-robots-tag']).toBe('all');
    const body = res.rawPayload;
    expect(body[0]).toBe(0x1f);
    expect(body[1]).toBe(0x8b);
    const doc = JSON.parse(gunzipSync(body).toString('utf8')) as Row;
    const ok = validateInNetworkWhole(doc);
    expect(describeErrors(validateInNetworkWhole.errors)).toEqual([]);
    expect(ok).toBe(true);
    const [count] = await rows(
      sql`select count(*)::int as n from mrf_negotiated_rates where network_file_id = ${generatedFileId}`,
    );
    const prices = (doc.in_network as { negotiated_rates: { negotiated_prices: unknown[] }[] }[])
      .flatMap((i) => i.negotiated_rates)
      .reduce((n, r) => n + r.negotiated_prices.length, 0);
    expect(prices).toBe(Number(count!.n));

    const part = await get(null, inNet.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${body.length}`);
    expect(part.rawPayload.equals(body.subarray(0, 10))).toBe(true);
    const tail = await get(null, inNet.url, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(body.subarray(body.length - 5))).toBe(true);
    expect((await get(null, inNet.url, { range: `bytes=${body.length + 5}-` })).statusCode).toBe(
      416,
    );
    expect((await get(null, '/api/MRF/Files/nope.json.gz')).statusCode).toBe(404);
    expect((await get(null, '/api/MRF/Files/..%2Fx.json.gz')).statusCode).toBe(400);

    const tocRes = await get(null, toc.url);
    const tocDoc = JSON.parse(gunzipSync(tocRes.rawPayload).toString('utf8')) as Row;
    expect(validateToc(tocDoc), JSON.stringify(validateToc.errors)).toBe(true);
    const plain = await get(null, '/api/MRF/GetTableOfContents');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('application/json');
    expect(validateToc(plain.json())).toBe(true);
    expect(JSON.stringify(tocDoc)).toContain(`/api/MRF/Files/${inNet.fileName}`);
  });

  it('refuses to publish a file with a broken rate, shows why, keeps the last good file', async () => {
    const before = (await get(null, '/api/MRF/GetTransparencyFiles')).json() as {
      fileName: string;
    }[];
    const [r] = await rows(sql`update mrf_negotiated_rates set rate_cents = 0
      where id = (select min(id) from mrf_negotiated_rates where network_file_id = ${generatedFileId})
      returning id, billing_code`);
    const st = await generate();
    expect(st.rejected).toHaveLength(1);
    expect(st.rejected[0]!.errors.join(' ')).toContain(String(r!.billing_code));
    expect(st.rejected[0]!.errors.join(' ')).toMatch(/negotiated_rate/);
    const file = (
      await get('administrator', `/api/MRF/GetNetworkFile?networkFileId=${generatedFileId}`)
    ).json() as Row;
    expect(String(file.error)).toMatch(/negotiated_rate/);
    const history = (
      await get('administrator', `/api/MRF/GetPublishHistory?networkFileId=${generatedFileId}`)
    ).json() as Row[];
    expect(history[0]).toMatchObject({ status: 'rejected', current: false });
    expect(history.some((h) => h.status === 'published' && h.current === true)).toBe(true);
    const after = (await get(null, '/api/MRF/GetTransparencyFiles')).json() as {
      fileName: string;
    }[];
    expect(after.map((f) => f.fileName).sort()).toEqual(before.map((f) => f.fileName).sort());
    // The refused file and its snapshot were removed from the shared store: every stored MRF file is a
    // published one's file or snapshot.
    expect(
      await rows(sql`select key from blobs where key like 'mrf/%' and key not in (
        select storage_key from mrf_publications where status = 'published' and storage_key is not null
        union select snapshot_key from mrf_publications where status = 'published' and snapshot_key is not null)`),
    ).toEqual([]);
    await rows(sql`update mrf_negotiated_rates set rate_cents = 12345 where id = ${Number(r!.id)}`);
  });

  it('diffs a publication against the previous month (added, removed, changed)', async () => {
    // The earlier publication moves to last month; then one rate changes, one is removed, one is added.
    await rows(sql`update mrf_publications set published_at = published_at - interval '40 days'
      where network_file_id = ${generatedFileId}`);
    const [a, b] = await rows(
      sql`select id from mrf_negotiated_rates where network_file_id = ${generatedFileId} order by id desc limit 2`,
    );
    await rows(
      sql`update mrf_negotiated_rates set rate_cents = rate_cents + 100 where id = ${Number(a!.id)}`,
    );
    await rows(sql`delete from mrf_negotiated_rates where id = ${Number(b!.id)}`);
    await rows(sql`insert into mrf_negotiated_rates (network_file_id, billing_code_type, billing_code_type_version, billing_code,
        name, description, billing_class, setting, service_codes, rate_cents, expiration_date, tin, tin_business_name, npis)
      values (${generatedFileId}, 'CPT', '2026', '99999', 'New code', 'New code', 'professional', 'outpatient', '{11}', 5000,
        '9999-12-31', '123456789', 'New Clinic', '{1234567893}')`);
    const st = await generate();
    expect(st.rejected).toEqual([]);
    const history = (
      await get('administrator', `/api/MRF/GetPublishHistory?networkFileId=${generatedFileId}`)
    ).json() as Row[];
    const latest = history.find((h) => h.status === 'published' && h.current)!;
    const diff = await get(
      'administrator',
      `/api/MRF/GetPublishDiff?publicationId=${latest.publicationId}`,
    );
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json()).toMatchObject({ added: 1, removed: 1, changed: 2 });
    expect((diff.json() as { samples: Row[] }).samples).toContainEqual(
      expect.objectContaining({ change: 'added', billingCode: '99999', currentCents: 5000 }),
    );
    expect(
      (await get('employee', `/api/MRF/GetPublishDiff?publicationId=${latest.publicationId}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('member price tool', () => {
  it('estimates a price with the seven elements, by code and by plain-language term', async () => {
    const res = await get('employee', '/api/MRF/PriceEstimate?query=80053');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: Row[] };
    expect(items.length).toBeGreaterThan(0);
    const first = items[0]!;
    expect(first).toMatchObject({ billingCode: '80053', disclaimerKey: 'mrfPriceDisclaimer' });
    expect(first.bundleItems).toContainEqual(expect.objectContaining({ billingCode: '36415' }));
    expect(Number(first.inNetworkRateCents)).toBeGreaterThan(0);
    expect(Number(first.outOfNetworkAllowedCents)).toBeGreaterThan(
      Number(first.inNetworkRateCents),
    );
    expect(first.accumulated).toMatchObject({ deductibleLimitCents: expect.any(Number) });
    expect(Number(first.estimatedCostShareCents)).toBeLessThanOrEqual(
      Number(first.inNetworkRateCents),
    );
    expect(Array.isArray(first.prerequisites)).toBe(true);

    const byTerm = await get('employee', '/api/MRF/PriceEstimate?query=metabolic');
    expect((byTerm.json() as { items: Row[] }).items.some((i) => i.billingCode === '80053')).toBe(
      true,
    );
    const provider = String(first.providerName);
    const byProvider = await get(
      'employee',
      `/api/MRF/PriceEstimate?query=80053&provider=${encodeURIComponent(provider.slice(0, 6))}`,
    );
    expect(
      (byProvider.json() as { items: Row[] }).items.every((i) =>
        String(i.providerName).toLowerCase().includes(provider.slice(0, 6).toLowerCase()),
      ),
    ).toBe(true);
    expect((await get('employee', '/api/MRF/PriceEstimate?query=x')).statusCode).toBe(400);
    expect((await get('administrator', '/api/MRF/PriceEstimate?query=80053')).statusCode).toBe(403);
  });

  it('lists a precertification prerequisite when the plan requires one', async () => {
    const [m] =
      await rows(sql`select m.group_number from members m join accounts a on a.member_id = m.id
      where a.username = 'employee@demo.test'`);
    await rows(sql`insert into procedure_coverage_rules (procedure_code, group_number, precert_required, benefit_category)
      values ('71046', ${Number(m!.group_number)}, true, 'imaging')`);
    const res = await get('employee', '/api/MRF/PriceEstimate?query=71046');
    const { items } = res.json() as { items: Row[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.prerequisites).toEqual(['precertRequired']);
  });
});
