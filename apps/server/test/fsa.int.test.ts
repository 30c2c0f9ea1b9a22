import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, bearer, errorOf, type TestApp } from './helpers.js';
import { YEAR, buildWorld, get, tokensOf, type World } from './scoping-fixture.js';

/**
 * Health accounts: FSAAccounts and SubmitClaim (Pay with FSA) over the scoping world — employee E
 * (granting spouse S, non-granting adult A, minor K) and another household O.
 */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
const acc = { E: 0, EPrev: 0, EHraLow: 0, EDepCare: 0, O: 0 };
/** Claim numbers by index of the world's claims (see scoping-fixture-activity.ts). */
let claimNo: { prefix: string; number: string; suffix: string }[] = [];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (n: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`png ${n}`),
  ]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

async function addAccount(
  memberId: number,
  o: { type?: string; year?: number; balance: number; status?: string },
) {
  const year = o.year ?? YEAR;
  const [row] = await t.database.db
    .insert(s.fsaAccounts)
    .values({
      memberId,
      accountType: o.type ?? 'FSA',
      planYear: year,
      electionCents: 100_000,
      contributedCents: 100_000,
      balanceCents: o.balance,
      status: o.status ?? 'active',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    })
    .returning({ id: s.fsaAccounts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  acc.E = await addAccount(w.members.E, { balance: 100_000 });
  acc.EPrev = await addAccount(w.members.E, { year: YEAR - 1, balance: 50_000, status: 'closed' });
  acc.EHraLow = await addAccount(w.members.E, { type: 'HRA', balance: 1_000 });
  acc.EDepCare = await addAccount(w.members.E, { type: 'DCFSA', balance: 100_000 });
  acc.O = await addAccount(w.members.O, { balance: 100_000 });
  const rows = await t.database.db
    .select({
      id: s.claims.id,
      p: s.claims.claimPrefix,
      n: s.claims.claimNumber,
      x: s.claims.claimSuffix,
    })
    .from(s.claims)
    .where(inArray(s.claims.id, w.claimIds));
  claimNo = w.claimIds.map((id) => {
    const r = rows.find((x) => x.id === id)!;
    return { prefix: String(r.p), number: String(r.n), suffix: String(r.x) };
  });
});
afterAll(async () => {
  await t?.close();
});

interface Receipt {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A SubmitClaim multipart request. */
function submit(
  token: string,
  o: {
    claim: number;
    account: number | string;
    amount: number | string;
    receipts?: Receipt[];
    extra?: Record<string, string>;
  },
) {
  const form = new FormData();
  const c = claimNo[o.claim]!;
  form.append('accountId', String(o.account));
  form.append('claimPrefix', c.prefix);
  form.append('claimNumber', c.number);
  form.append('claimSuffix', c.suffix);
  form.append('amountCents', String(o.amount));
  form.append('payTo', 'Provider');
  for (const [k, v] of Object.entries(o.extra ?? {})) form.append(k, v);
  for (const r of o.receipts ?? [])
    form.append('receipts', new Blob([r.bytes], { type: r.type ?? 'application/pdf' }), r.name);
  return t.app.inject({
    method: 'POST',
    url: '/api/healthaccounts/v2/SubmitClaim',
    headers: bearer(token),
    payload: form,
  });
}

const accounts = async (token: string) => {
  const res = await get(t.app, '/api/healthaccounts/v2/FSAAccounts', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    accountId: string;
    availableCents: number;
    spentCents: number;
    active: boolean;
    accountType: string;
    planYear: number;
    claimDeadline: string;
  }[];
};
const balanceOf = async (id: number) =>
  (
    await t.database.db
      .select({ b: s.fsaAccounts.balanceCents })
      .from(s.fsaAccounts)
      .where(eq(s.fsaAccounts.id, id))
  )[0]!.b;
const counts = async () => {
  const db = t.database.db;
  const [f] = await db.select({ n: count() }).from(s.files);
  const [c] = await db.select({ n: count() }).from(s.fsaClaims);
  const [r] = await db.select({ n: count() }).from(s.fsaClaimReceipts);
  const balances = await db
    .select({ id: s.fsaAccounts.id, b: s.fsaAccounts.balanceCents })
    .from(s.fsaAccounts)
    .where(inArray(s.fsaAccounts.id, Object.values(acc)));
  return { files: f!.n, claims: c!.n, receipts: r!.n, balances };
};

/** Runs a request that must fail and checks that nothing was written. */
async function refused(
  req: () => ReturnType<typeof submit>,
  status: number,
  key?: string,
  field?: string,
) {
  const before = await counts();
  const res = await req();
  expect(res.statusCode, res.body).toBe(status);
  if (key) expect(errorOf(res).error_description).toBe(key);
  if (field) expect(errorOf(res).fields?.[field]).toBe(key);
  expect(await counts()).toEqual(before);
  return res;
}

describe('GET /api/healthaccounts/v2/FSAAccounts', () => {
  it('lists only the caller’s own accounts, active first, with election, spent and available balance', async () => {
    const list = await accounts(tok.employee);
    expect(list.map((a) => a.accountId).sort()).toEqual(
      [acc.E, acc.EPrev, acc.EHraLow, acc.EDepCare].map(String).sort(),
    );
    expect(list.at(-1)).toMatchObject({
      accountId: String(acc.EPrev),
      active: false,
      planYear: YEAR - 1,
    });
    expect(list.find((a) => a.accountId === String(acc.E))).toMatchObject({
      accountType: 'FSA',
      planYear: YEAR,
      electionCents: 100_000,
      availableCents: 100_000,
      spentCents: 0,
      active: true,
      serviceEndDate: `${YEAR}-12-31`,
      claimDeadline: `${YEAR + 1}-03-31`,
    });
    expect(list.find((a) => a.accountId === String(acc.EDepCare))?.accountType).toBe('DCAP');
    expect((await accounts(tok.other)).map((a) => a.accountId)).toEqual([String(acc.O)]);
    // A dependent sees only their own accounts: none here, not the subscriber's.
    expect(await accounts(tok.dependent)).toEqual([]);
  });

  it('is for members only', async () => {
    expect((await get(t.app, '/api/healthaccounts/v2/FSAAccounts', tok.provider)).statusCode).toBe(
      403,
    );
    expect((await get(t.app, '/api/healthaccounts/v2/FSAAccounts', tok.admin)).statusCode).toBe(
      403,
    );
    expect((await get(t.app, '/api/healthaccounts/v2/FSAAccounts')).statusCode).toBe(401);
  });
});

describe('POST /api/healthaccounts/v2/SubmitClaim', () => {
  it('pays part of a claim’s responsibility: stores the receipt, records the FSA claim and lowers the balance in one go', async () => {
    const before = await counts();
    // Claim 1 (E, Feb): responsibility 7 500. The file is named .bin and declared octet-stream: the content
    // decides its type and the extension it is stored with (issue 25).
    const res = await submit(tok.employee, {
      claim: 1,
      account: acc.E,
      amount: 5_000,
      receipts: [{ name: 'scan.bin', bytes: PDF, type: 'application/octet-stream' }],
      extra: { note: 'Office visit' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      amountCents: 5_000,
      accountId: String(acc.E),
      availableCents: 95_000,
      status: 'Approved',
      receiptCount: 1,
      fullClaimNumber: `${claimNo[1]!.prefix}-${claimNo[1]!.number}-0`,
    });
    expect(body.confirmationNumber).toMatch(/^FSA-\d{8}$/);

    const after = await counts();
    expect(after.files).toBe(before.files + 1);
    expect(after.claims).toBe(before.claims + 1);
    const list = await accounts(tok.employee);
    expect(list.find((a) => a.accountId === String(acc.E))).toMatchObject({
      availableCents: 95_000,
      spentCents: 5_000,
    });

    const [fc] = await t.database.db
      .select()
      .from(s.fsaClaims)
      .where(eq(s.fsaClaims.claimId, w.claimIds[1]!));
    expect(fc).toMatchObject({
      fsaAccountId: acc.E,
      memberId: w.members.E,
      amountCents: 5_000,
      status: 'approved',
      payTo: 'provider',
      description: 'Office visit',
      providerName: 'Test Clinic Two',
    });
    const [file] = await t.database.db
      .select()
      .from(s.files)
      .where(eq(s.files.id, fc!.receiptFileId!));
    expect(file).toMatchObject({
      name: 'scan.pdf',
      mediaType: 'application/pdf',
      size: PDF.length,
      purpose: 'receipt',
      memberId: w.members.E,
      createdBy: w.accountIds.employee,
    });
    expect(Buffer.compare(file!.bytes!, PDF)).toBe(0);
    const links = await t.database.db
      .select()
      .from(s.fsaClaimReceipts)
      .where(eq(s.fsaClaimReceipts.fsaClaimId, fc!.id));
    expect(links.map((l) => l.fileId)).toEqual([file!.id]);
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.action, 'finance.submitClaim'), eq(s.auditLog.entityId, String(fc!.id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'Health accounts', memberId: fc!.memberId });
  });

  it('pays the rest with several receipts, then refuses paying the same claim beyond its responsibility', async () => {
    const res = await submit(tok.employee, {
      claim: 1,
      account: acc.E,
      amount: 2_500,
      receipts: [
        { name: 'a.png', bytes: png(1), type: 'image/png' },
        { name: 'b.pdf', bytes: Buffer.concat([PDF, Buffer.from('b')]) },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ availableCents: 92_500, receiptCount: 2 });
    await refused(
      () =>
        submit(tok.employee, {
          claim: 1,
          account: acc.E,
          amount: 1,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaAmountOverResponsibility',
      'amountCents',
    );
  });

  it('lets the subscriber pay a minor’s and a granting spouse’s claim', async () => {
    const kid = await submit(tok.employee, {
      claim: 4,
      account: acc.E,
      amount: 2_000,
      receipts: [{ name: 'kid.pdf', bytes: PDF }],
    });
    expect(kid.statusCode, kid.body).toBe(201);
    const spouse = await submit(tok.employee, {
      claim: 2,
      account: acc.E,
      amount: 1_000,
      receipts: [{ name: 'sp.png', bytes: png(2) }],
    });
    expect(spouse.statusCode, spouse.body).toBe(201);
    expect(await balanceOf(acc.E)).toBe(92_500 - 3_000);
  });

  it('requires a receipt', async () => {
    await refused(
      () => submit(tok.employee, { claim: 0, account: acc.E, amount: 100 }),
      400,
      'receiptRequired',
      'receipts',
    );
  });

  it('checks receipts by content: an executable or HTML named receipt.pdf is refused', async () => {
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'receipt.pdf', bytes: EXE }],
        }),
      400,
      'invalidFileType',
      'receipts',
    );
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'receipt.pdf', bytes: HTML, type: 'application/pdf' }],
        }),
      400,
      'invalidFileType',
      'receipts',
    );
    // One bad file spoils the batch: nothing of it is stored.
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [
            { name: 'ok.pdf', bytes: PDF },
            { name: 'x.png', bytes: EXE },
          ],
        }),
      400,
      'invalidFileType',
      'receipts',
    );
  });

  it('refuses a file over 10 MB, a sixth file and duplicates', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'big.pdf', bytes: big }],
        }),
      400,
      'fileTooLarge',
      'receipts',
    );
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `r${n}.png`, bytes: png(n) }));
    await refused(
      () => submit(tok.employee, { claim: 0, account: acc.E, amount: 100, receipts: six }),
      400,
      'tooManyFiles',
      'receipts',
    );
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [
            { name: 'one.pdf', bytes: PDF },
            { name: 'two.pdf', bytes: PDF },
          ],
        }),
      400,
      'fileUploadDuplicateError',
      'receipts',
    );
  });

  it('refuses more than the available balance', async () => {
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.EHraLow,
          amount: 1_001,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaAmountOverBalance',
      'amountCents',
    );
  });

  it('refuses closed, other-year and dependent-care accounts, and claims without a settled responsibility', async () => {
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.EPrev,
          amount: 100,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaAccountNotUsable',
      'accountId',
    );
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.EDepCare,
          amount: 100,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaAccountNotUsable',
      'accountId',
    );
    // Claim 8 is of the previous plan year; the active account is this year's.
    await refused(
      () =>
        submit(tok.employee, {
          claim: 8,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaAccountNotUsable',
      'accountId',
    );
    // Claim 6 (spouse) is still pending.
    await refused(
      () =>
        submit(tok.employee, {
          claim: 6,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      'fsaClaimNotPayable',
      'claimNumber',
    );
  });

  it('validates the fields with message keys', async () => {
    const res = await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 'abc',
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
    );
    expect(errorOf(res).fields?.amountCents).toBeTruthy();
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 0,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
        }),
      400,
      undefined,
      undefined,
    );
    await refused(
      () =>
        submit(tok.employee, {
          claim: 0,
          account: acc.E,
          amount: 100,
          receipts: [{ name: 'r.pdf', bytes: PDF }],
          extra: { isAdmin: 'true' },
        }),
      400,
    );
  });

  it('IDOR: other people’s claims and accounts are 404, never a payment', async () => {
    const r = [{ name: 'r.pdf', bytes: PDF }];
    // Another household's claim, the non-granting adult's claim.
    await refused(
      () => submit(tok.employee, { claim: 7, account: acc.E, amount: 100, receipts: r }),
      404,
      'notFound',
    );
    await refused(
      () => submit(tok.employee, { claim: 3, account: acc.E, amount: 100, receipts: r }),
      404,
      'notFound',
    );
    // Someone else's account with one's own claim; a made-up account id.
    await refused(
      () => submit(tok.employee, { claim: 0, account: acc.O, amount: 100, receipts: r }),
      404,
      'notFound',
    );
    await refused(
      () => submit(tok.employee, { claim: 0, account: '999999999', amount: 100, receipts: r }),
      404,
      'notFound',
    );
    await refused(
      () => submit(tok.employee, { claim: 0, account: 'x1', amount: 100, receipts: r }),
      404,
      'notFound',
    );
    // The other member with the employee's claim and account.
    await refused(
      () => submit(tok.other, { claim: 0, account: acc.E, amount: 100, receipts: r }),
      404,
      'notFound',
    );
    // A dependent cannot pay from the subscriber's account.
    await refused(
      () => submit(tok.dependent, { claim: 3, account: acc.E, amount: 100, receipts: r }),
      404,
      'notFound',
    );
    // Staff and providers cannot call it at all.
    await refused(
      () => submit(tok.provider, { claim: 0, account: acc.E, amount: 100, receipts: r }),
      403,
    );
  });

  it('writes nothing when the transaction fails half-way (after the receipts were stored)', async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function fsa_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await db.execute(
      sql`create trigger fsa_test_fail before insert on fsa_claim_receipts for each row execute function fsa_test_fail()`,
    );
    try {
      await refused(
        () =>
          submit(tok.employee, {
            claim: 0,
            account: acc.E,
            amount: 100,
            receipts: [
              { name: 'r.pdf', bytes: PDF },
              { name: 's.png', bytes: png(9) },
            ],
          }),
        500,
      );
    } finally {
      await db.execute(sql`drop trigger fsa_test_fail on fsa_claim_receipts`);
      await db.execute(sql`drop function fsa_test_fail()`);
    }
    const ok = await submit(tok.employee, {
      claim: 0,
      account: acc.E,
      amount: 100,
      receipts: [{ name: 'r.pdf', bytes: PDF }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('GET /api/healthaccounts/v2/ClaimPayments', () => {
  const url = (claim: number, extra = '') => {
    const c = claimNo[claim]!;
    return `/api/healthaccounts/v2/ClaimPayments?claimPrefix=${c.prefix}&claimNumber=${c.number}&claimSuffix=${c.suffix}${extra}`;
  };

  it('shows a claim’s responsibility, what accounts paid on it (newest first) and what is left', async () => {
    // Claim 1 was paid 5 000 then 2 500 of its 7 500 above.
    const res = await get(t.app, url(1), tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      fullClaimNumber: `${claimNo[1]!.prefix}-${claimNo[1]!.number}-0`,
      responsibilityCents: 7_500,
      paidCents: 7_500,
      remainingCents: 0,
      payable: false,
      planYear: YEAR,
      providerName: 'Test Clinic Two',
    });
    expect(body.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      2_500, 5_000,
    ]);
    expect(body.payments[0]).toMatchObject({
      accountId: String(acc.E),
      accountType: 'FSA',
      status: 'Approved',
      payTo: 'Provider',
      receiptCount: 2,
    });
    expect(body.payments[0].confirmationNumber).toMatch(/^FSA-\d{8}$/);
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'finance.claimPayments'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('a claim with responsibility left is payable; a pending one is not', async () => {
    const kid = (await get(t.app, url(4), tok.employee)).json();
    expect(kid.paidCents).toBe(2_000);
    expect(kid.remainingCents).toBe(kid.responsibilityCents - 2_000);
    expect(kid.payable).toBe(kid.remainingCents > 0);
    const pending = await get(t.app, url(6), tok.employee);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toMatchObject({ payable: false, payments: [] });
  });

  it('IDOR: another household’s or a non-granting adult’s claim is 404; bad numbers are 400', async () => {
    for (const claim of [7, 3]) {
      const res = await get(t.app, url(claim), tok.employee);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error_description).toBe('notFound');
    }
    expect((await get(t.app, url(1), tok.other)).statusCode).toBe(404);
    expect((await get(t.app, url(1), tok.dependent)).statusCode).toBe(404);
    expect((await get(t.app, url(1), tok.provider)).statusCode).toBe(403);
    const bad = await get(
      t.app,
      '/api/healthaccounts/v2/ClaimPayments?claimPrefix=x&claimNumber=1',
      tok.employee,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.claimPrefix).toBe('invalidClaimNumber');
    expect((await get(t.app, url(1, '&extra=1'), tok.employee)).statusCode).toBe(400);
  });
});
