import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { approveProvider, bearer, createTestApp, login, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * The provider's explanation of payment (GetEobPDF with providerTaxId, issue 8) on the demo data: a check
 * paying several claims under provider@demo.test's tax id. Expected claims are read with plain SQL.
 */
let t: TestApp;
const tok: Record<string, string> = {};
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const P = 'provider@demo.test';
const P2 = 'newprovider@demo.test';
let taxId: string;
let otherTaxId: string;
let checkNumber: string;
let onCheck: { prefix: string; number: string; suffix: string; full: string }[];
let remarkText: string | null;

const dashed = (v: string) => `${v.slice(0, 2)}-${v.slice(2)}`;
const eop = (who: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/RedCard/GetEobPDF',
    headers: { ...bearer(tok[who]!), ...headers },
    payload: body,
  });
const keyOf = (c: (typeof onCheck)[number]) => ({
  claimPrefix: c.prefix,
  claimNumber: c.number,
  claimSuffix: c.suffix,
  isInsured: false,
});

beforeAll(async () => {
  t = await createTestApp();
  // The second organization's account registered itself: verified by staff, it reads its own patients.
  await approveProvider(t.app, 'newprovider@demo.test');
  const taxOf = async (u: string) =>
    String(
      (
        await rows(
          sql`select x.tax_id from account_provider_access x join accounts a on a.id = x.account_id where a.username = ${u} and x.tax_id is not null`,
        )
      )[0]!.tax_id,
    );
  taxId = await taxOf(P);
  otherTaxId = await taxOf(P2);
  const [check] = await rows(
    sql`select k.id, k.check_number from checks k join claims c on c.check_id = k.id join providers p on p.id = c.provider_id
      where p.tax_id = ${taxId} and c.status in ('paid', 'processed', 'denied', 'adjusted')
      group by k.id, k.check_number having count(*) >= 2 order by count(*) desc, k.id limit 1`,
  );
  if (!check) throw new Error('the demo seed has no check paying two claims of the demo provider');
  checkNumber = String(check.check_number);
  onCheck = (
    await rows(
      sql`select c.claim_prefix, c.claim_number, c.claim_suffix from claims c join providers p on p.id = c.provider_id
        where c.check_id = ${check.id} and p.tax_id = ${taxId} order by c.claim_prefix, c.claim_number, c.claim_suffix`,
    )
  ).map((r) => ({
    prefix: String(r.claim_prefix),
    number: String(r.claim_number),
    suffix: String(r.claim_suffix),
    full: `${r.claim_prefix}-${r.claim_number}-${r.claim_suffix}`,
  }));
  const [remark] = await rows(
    sql`select r.text_en from claim_lines l join claims c on c.id = l.claim_id join remark_codes r on r.code = any(l.remark_codes)
      where c.check_id = ${check.id} limit 1`,
  );
  remarkText = remark ? String(remark.text_en) : null;
  for (const u of [P, P2, 'administrator@demo.test']) tok[u] = await login(t.app, u);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('explanation of payment for a provider', () => {
  it('explains the whole check for the tax id, named after the claim', async () => {
    const first = onCheck[0]!;
    const res = await eop(P, { ...keyOf(first), providerTaxId: dashed(taxId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${first.full}.pdf`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('Explanation of Payment');
    expect(pdf.text).toContain(checkNumber);
    for (const c of onCheck) expect(pdf.text).toContain(c.full);
    if (remarkText) expect(pdf.text.replace(/\s+/g, ' ')).toContain(remarkText.slice(0, 20));
  });

  it('is written in the caller’s language', async () => {
    const res = await eop(
      P,
      { ...keyOf(onCheck[0]!), providerTaxId: taxId },
      { 'accept-language': 'es-US' },
    );
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Explicación de pago');
  });

  it('a tax id the provider does not hold, or another provider’s claim, is 404', async () => {
    expect((await eop(P, { ...keyOf(onCheck[0]!), providerTaxId: otherTaxId })).statusCode).toBe(
      404,
    );
    expect((await eop(P2, { ...keyOf(onCheck[0]!), providerTaxId: otherTaxId })).statusCode).toBe(
      404,
    );
    expect((await eop(P2, { ...keyOf(onCheck[0]!), providerTaxId: taxId })).statusCode).toBe(404);
    expect((await eop(P2, keyOf(onCheck[0]!))).statusCode).toBe(404);
  });

  it('staff get the same remittance for a tax id of their groups’ claims', async () => {
    const res = await eop('administrator@demo.test', {
      ...keyOf(onCheck[1]!),
      providerTaxId: taxId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = (await readPdf(res.rawPayload)).text;
    for (const c of onCheck) expect(text).toContain(c.full);
  });

  it('a provider without Download EOP gets 403, though it still reads the claim', async () => {
    const name = uniqueUsername('prov.noeop');
    const id = await createAccount(t.database.db, { username: name, role: 'Provider' });
    await t.database.db.execute(
      sql`insert into account_provider_access (account_id, tax_id) values (${id}, ${taxId})`,
    );
    await t.database.db.execute(
      sql`insert into account_permissions (account_id, permission_id, granted) select ${id}, id, false from permissions where key = 'DOWNLOAD_EOP'`,
    );
    tok[name] = await login(t.app, name);
    const first = onCheck[0]!;
    expect((await eop(name, { ...keyOf(first), providerTaxId: taxId })).statusCode).toBe(403);
    expect((await eop(name, keyOf(first))).statusCode).toBe(403);
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/ClaimsInfo/ClaimDetails/Admin',
      headers: bearer(tok[name]!),
      payload: { claimPrefix: first.prefix, claimNumber: first.number, claimSuffix: first.suffix },
    });
    expect(details.statusCode, details.body).toBe(200);
  });
});
