import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@bp/contract';
import { openPglite, type Database } from './client.js';
import { decryptSsn } from './crypto.js';
import { applyReferenceData } from './reference-data.js';
import { DEMO_ACCOUNTS, hasDemoData, isDatabaseEmpty, seedDemoData } from './seed/index.js';
import { isValidNpi } from './seed/util.js';

const ssnKey = Buffer.alloc(32, 7);
/** The date the main data set is generated for: the assertions below are about fixed data. */
const TODAY = '2026-11-01';
let d: Database;
/** The data directory right after the migrations: later instances load it instead of migrating again. */
let migrated: Blob;

/** Rows of a query on the PGlite instance. */
async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  return (await d.pglite!.query<T>(query)).rows;
}
async function count(query: string): Promise<number> {
  return Number((await rows<{ n: number }>(`select count(*)::int as n from (${query}) q`))[0]!.n);
}

beforeAll(async () => {
  d = await openPglite('memory://');
  await d.migrate();
  migrated = await d.pglite!.dumpDataDir('none');
  expect(await isDatabaseEmpty(d.db)).toBe(true);
  await seedDemoData(d.db, { members: 200, seed: 2026, today: TODAY, ssnKey, demoAccounts: true });
}, 120_000);

afterAll(async () => {
  await d?.close();
});

describe('demo data money', () => {
  it('has claims whose amounts add up', async () => {
    expect(await count('select 1 from claims')).toBeGreaterThan(1000);
    expect(
      await count('select 1 from claims where billed_cents < allowed_cents + not_covered_cents'),
    ).toBe(0);
    expect(
      await count(
        'select 1 from claims where allowed_cents <> plan_paid_cents + deductible_cents + copay_cents + coinsurance_cents',
      ),
    ).toBe(0);
    expect(
      await count(
        'select 1 from claims where member_responsibility_cents <> deductible_cents + copay_cents + coinsurance_cents + not_covered_cents',
      ),
    ).toBe(0);
    expect(
      await count(
        'select 1 from claim_lines where billed_cents < allowed_cents or plan_paid_cents < 0 or coinsurance_cents < 0',
      ),
    ).toBe(0);
  });

  it('has claim totals equal to the sums of their lines', async () => {
    const cols = [
      'billed',
      'allowed',
      'deductible',
      'copay',
      'coinsurance',
      'not_covered',
      'plan_paid',
      'member_responsibility',
    ];
    const mismatch = cols.map((c) => `c.${c}_cents <> l.${c}`).join(' or ');
    const sums = cols.map((c) => `sum(${c}_cents) as ${c}`).join(', ');
    expect(
      await count(
        `select 1 from claims c join (select claim_id, ${sums} from claim_lines group by claim_id) l on l.claim_id = c.id where ${mismatch}`,
      ),
    ).toBe(0);
    expect(
      await count(
        // A reversed original (status adjusted, replaced by its suffix-1 adjustment) keeps no lines.
        "select 1 from claims c where c.status <> 'adjusted' and not exists (select 1 from claim_lines l where l.claim_id = c.id)",
      ),
    ).toBe(0);
  });

  it('keeps accumulators equal to the claim sums and within the plan limits', async () => {
    const claimSums = `select c.member_id as mid, c.subscriber_id as sid, p.plan_year_id, c.network, c.deductible_cents as ded,
      c.deductible_cents + c.copay_cents + c.coinsurance_cents as oop from claims c join policies p on p.id = c.policy_id`;
    const expected = `
      select mid as member_id, 'individual' as level, plan_year_id, network, sum(ded) as ded, sum(oop) as oop from (${claimSums}) x group by 1, 2, 3, 4
      union all
      select sid, 'family', plan_year_id, network, sum(ded), sum(oop) from (${claimSums}) x group by 1, 2, 3, 4`;
    const actual = `select member_id, level, plan_year_id, network,
      sum(applied_cents) filter (where bucket = 'deductible') as ded, sum(applied_cents) filter (where bucket = 'oop') as oop
      from accumulators group by 1, 2, 3, 4`;
    // Both directions: every accumulator matches its claims, and every claim sum with money has an accumulator.
    expect(
      await count(
        `select 1 from (${actual}) a left join (${expected}) e using (member_id, level, plan_year_id, network) where coalesce(e.ded, 0) <> a.ded or coalesce(e.oop, 0) <> a.oop`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from (${expected}) e left join (${actual}) a using (member_id, level, plan_year_id, network) where (e.ded > 0 or e.oop > 0) and a.member_id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        'select 1 from accumulators where applied_cents > limit_cents or applied_cents < 0',
      ),
    ).toBe(0);
    expect(
      await count(`select 1 from accumulators a join plan_year_limits l on l.plan_year_id = a.plan_year_id and l.network = a.network
      where a.limit_cents <> case when a.bucket = 'deductible' and a.level = 'individual' then
          -- a non-embedded deductible on family coverage: each person's deductible is the family's
          case when not l.embedded_deductible and exists (select 1 from policies p where p.member_id = a.member_id
            and p.plan_year_id = a.plan_year_id and p.tier <> 'employee') then l.deductible_family else l.deductible_individual end
        when a.bucket = 'deductible' then l.deductible_family when a.level = 'individual' then l.oop_individual else l.oop_family end`),
    ).toBe(0);
    // Someone reaches the deductible, so the cap is exercised.
    expect(
      await count(
        `select 1 from accumulators where bucket = 'deductible' and applied_cents = limit_cents and limit_cents > 0`,
      ),
    ).toBeGreaterThan(0);
  });

  it('pays checks that equal the plan-paid sums of their claims, and check runs that total their checks', async () => {
    expect(
      await count(
        `select 1 from checks k left join (select check_id, sum(plan_paid_cents) s from claims group by 1) c on c.check_id = k.id where k.amount_cents <> coalesce(c.s, -1)`,
      ),
    ).toBe(0);
    expect(await count(`select 1 from claims where status = 'paid' and check_id is null`)).toBe(0);
    expect(await count('select 1 from check_runs')).toBeGreaterThan(0);
    expect(
      await count(`select 1 from check_runs r where medical_cents + dental_cents + vision_cents + drug_cents <>
      coalesce((select sum(amount_cents) from checks k where k.check_run_id = r.id and not k.ignored), 0)`),
    ).toBe(0);
  });

  it('keeps FSA balances equal to election minus paid claims', async () => {
    expect(
      await count(`select 1 from fsa_accounts a where balance_cents <> election_cents -
      coalesce((select sum(amount_cents) from fsa_claims c where c.fsa_account_id = a.id and c.status = 'paid'), 0) or balance_cents < 0`),
    ).toBe(0);
  });
});

describe('demo data integrity', () => {
  it('respects every single-column foreign key (the seed skips FK triggers while inserting)', async () => {
    const fks = await rows<{ child: string; ccol: string; parent: string; pcol: string }>(`
      select c.conrelid::regclass::text as child, a.attname as ccol, c.confrelid::regclass::text as parent, af.attname as pcol
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1`);
    expect(fks.length).toBeGreaterThan(50);
    for (const fk of fks) {
      const broken = await count(
        `select 1 from ${fk.child} x where x."${fk.ccol}" is not null and not exists (select 1 from ${fk.parent} p where p."${fk.pcol}" = x."${fk.ccol}")`,
      );
      expect(broken, `${fk.child}.${fk.ccol} → ${fk.parent}`).toBe(0);
    }
  });

  it('gives providers valid NPIs (Luhn with the 80840 prefix)', async () => {
    const npis = await rows<{ npi: string }>('select npi from providers');
    expect(npis.length).toBeGreaterThan(100);
    expect(npis.filter((p) => !isValidNpi(p.npi))).toEqual([]);
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
  });

  it('stores SSNs encrypted, decryptable with the key', async () => {
    const [m] = await rows<{ ssn_encrypted: Uint8Array; ssn_last4: string }>(
      'select ssn_encrypted, ssn_last4 from members order by id limit 1',
    );
    const ssn = decryptSsn(m!.ssn_encrypted, ssnKey);
    expect(ssn).toMatch(/^\d{9}$/);
    expect(ssn.slice(-4)).toBe(m!.ssn_last4);
  });

  it('re-applies the reference data idempotently', async () => {
    const before = await count('select 1 from role_permissions');
    await applyReferenceData(d.db);
    expect(await count('select 1 from role_permissions')).toBe(before);
    expect(await count('select 1 from roles')).toBe(16);
    expect(await count('select 1 from permissions')).toBe(75);
    expect(await count('select 1 from groups where group_number = -1')).toBe(1);
  });
});

describe('demo accounts', () => {
  it('exist with the right roles', async () => {
    expect(await hasDemoData(d.db)).toBe(true);
    expect(await isDatabaseEmpty(d.db)).toBe(false);
    const accounts = await rows<{
      username: string;
      role_id: number;
      tos_accepted_at: Date | null;
    }>('select username, role_id, tos_accepted_at from accounts');
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) {
      const row = accounts.find((x) => x.username === a.username);
      expect(row?.role_id, a.username).toBe(ROLE_IDS[a.role]);
      expect(row?.tos_accepted_at !== null, a.username).toBe(a.tosAccepted);
    }
    expect(
      accounts.find((a) => a.username === 'newprovider@demo.test')?.tos_accepted_at,
    ).toBeNull();
  });

  it('link employee@demo.test to a household with an adult dependent who has not granted access', async () => {
    const [emp] = await rows<{ member_id: number }>(
      `select member_id from accounts where username = 'employee@demo.test'`,
    );
    const household = await rows<{ id: number; dependent_number: number; date_of_birth: string }>(
      `select id, dependent_number, date_of_birth::text from members where subscriber_id = ${emp!.member_id} order by dependent_number`,
    );
    expect(household.length).toBeGreaterThanOrEqual(3);
    const [dep] = await rows<{ member_id: number }>(
      `select member_id from accounts where username = 'dependent@demo.test'`,
    );
    const [access] = await rows<{ granted: boolean }>(
      `select granted from dependent_access where dependent_member_id = ${dep!.member_id}`,
    );
    expect(access?.granted).toBe(false);
    // …and asked for confidential communications: her documents go to her own address.
    expect(
      await count(
        `select 1 from confidential_contacts where member_id = ${dep!.member_id} and address_line1 = 'PO Box 4471'`,
      ),
    ).toBe(1);
    expect(
      await count(`select distinct plan_year from claims where member_id = ${emp!.member_id}`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`select 1 from claims where subscriber_id = ${emp!.member_id}`),
    ).toBeGreaterThan(30);
    expect(
      await count(`select 1 from fsa_accounts where member_id = ${emp!.member_id}`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select 1 from letters where member_id = ${emp!.member_id}`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select 1 from precertifications where member_id = ${emp!.member_id}`),
    ).toBeGreaterThan(0);
  });

  it('give employers a master group with its sub-groups, staff every group, the provider claims', async () => {
    const groups = await rows<{ group_number: number }>(
      `select g.group_number from account_group_access a join accounts u on u.id = a.account_id join groups g on g.group_number = a.group_number where u.username = 'employer@demo.test'`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        `select 1 from account_group_access a join accounts u on u.id = a.account_id where u.username = 'customerservice@demo.test' and a.group_number = -1`,
      ),
    ).toBe(1);
    expect(
      await count(
        `select 1 from claims c join providers p on p.id = c.provider_id join account_provider_access x on x.tax_id = p.tax_id join accounts u on u.id = x.account_id where u.username = 'provider@demo.test'`,
      ),
    ).toBeGreaterThan(10);
  });
});

describe('determinism', () => {
  it('gives the same first claims for the same seed, whatever the size and the demo-accounts flag', async () => {
    const query =
      'select claim_prefix, claim_number, member_id, provider_id, service_date::text, billed_cents, allowed_cents, plan_paid_cents from claims order by id limit 25';
    const x = await openPglite('memory://', migrated);
    try {
      await x.migrate();
      await seedDemoData(x.db, {
        members: 40,
        seed: 2026,
        today: TODAY,
        ssnKey,
        demoAccounts: false,
      });
      const fresh = (await x.pglite!.query(query)).rows;
      expect(fresh).toHaveLength(25);
      expect(fresh).toEqual((await d.pglite!.query(query)).rows);
    } finally {
      await x.close();
    }
  }, 120_000);
});

describe('the demo data follows the date it is generated for', () => {
  /** What the demo employee's "this year" holds in a data set generated on `today`. */
  async function thisYearOf(db: Database, today: string) {
    const year = Number(today.slice(0, 4));
    const q = async <T>(query: string) => (await db.pglite!.query<T>(query)).rows;
    const [emp] = await q<{ id: number }>(
      `select m.id from members m join accounts a on a.member_id = m.id where a.username = 'employee@demo.test'`,
    );
    const n = async (query: string) =>
      Number((await q<{ n: number }>(`select count(*)::int as n from (${query}) x`))[0]!.n);
    return {
      planYears: (
        await q<{ year: number }>('select distinct year from plan_years order by year')
      ).map((r) => r.year),
      claims: await n(
        `select 1 from claims where subscriber_id = ${emp!.id} and plan_year = ${year} and service_date <= '${today}' and received_date <= '${today}'`,
      ),
      adjudicated: await n(
        `select 1 from claims where member_id = ${emp!.id} and plan_year = ${year} and status <> 'pending'`,
      ),
      accumulators: await n(
        `select 1 from accumulators where member_id = ${emp!.id} and year = ${year} and applied_cents > 0`,
      ),
      policies: await n(
        `select 1 from policies p join plan_years y on y.id = p.plan_year_id where p.member_id = ${emp!.id} and y.year = ${year}`,
      ),
      activeFsa: await n(
        `select 1 from fsa_accounts where member_id = ${emp!.id} and plan_year = ${year} and status = 'active'`,
      ),
      // Nothing has happened after today.
      future: await n(
        `select 1 from claims where service_date > '${today}' or received_date > '${today}' or processed_date > '${today}'
         union all select 1 from checks where issue_date > '${today}' or clear_date > '${today}'
         union all select 1 from fsa_claims where service_date > '${today}'
         union all select 1 from letters where sent_date > '${today}'`,
      ),
    };
  }

  it.each(['2027-01-02', '2031-06-15'])(
    'generated on %s, this plan year has the demo employee’s claims, accumulators and coverage',
    async (today) => {
      const x = await openPglite('memory://', migrated);
      try {
        await x.migrate();
        await seedDemoData(x.db, { members: 40, seed: 2026, today, ssnKey, demoAccounts: true });
        const year = Number(today.slice(0, 4));
        const got = await thisYearOf(x, today);
        expect(got.planYears).toEqual([year - 2, year - 1, year]);
        expect(got.claims).toBeGreaterThanOrEqual(3);
        expect(got.adjudicated).toBeGreaterThanOrEqual(1);
        expect(got.accumulators).toBeGreaterThanOrEqual(1);
        expect(got.policies).toBe(3);
        expect(got.activeFsa).toBe(1);
        expect(got.future).toBe(0);
      } finally {
        await x.close();
      }
    },
    120_000,
  );

  it('the main data set (generated on a fixed date) has the same', async () => {
    const got = await thisYearOf(d, TODAY);
    expect(got.planYears).toEqual([2024, 2025, 2026]);
    expect(got.claims).toBeGreaterThanOrEqual(3);
    expect(got.accumulators).toBeGreaterThanOrEqual(1);
    expect(got.future).toBe(0);
  });
});
