/** Check runs, MRF structures, enrollments and reports: admin-side rows built after the households. */
import { sql } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { REPORT_KIND_INFO, type ReportKind } from '@bp/contract/api/finance';
import type { DbOrTx } from '../client.js';
import * as s from '../schema/index.js';
import { encryptSsn, ssnLast4 } from '../crypto.js';
import type { SeedCalendar } from './catalog.js';
import { fileRow } from './content.js';
import type { StaticData } from './static.js';
import { addDays, at, fromDays, insertMany, toDays, type Rng } from './util.js';

/** Check-run definitions and runs over the generated checks (the latest six check dates of each group). */
export async function seedCheckRuns(db: DbOrTx): Promise<void> {
  await db.execute(sql`insert into check_run_definitions (group_number, name, frequency, coverage_types)
    select group_number, 'Weekly claims', 'weekly', '{MED,DRG,DEN,VIS}' from groups where group_number > 0 order by group_number`);
  await db.execute(sql`insert into check_runs (group_number, definition_id, run_date, status, log_status, medical_file_name, rx_file_name, created_at, published_at)
    select d.group_number, d.id, x.issue_date, case when x.rn = 1 then 'review' else 'published' end,
      case when x.rn = 1 then 'open' else 'funded' end,
      'MED_' || d.group_number || '_' || to_char(x.issue_date, 'YYYYMMDD') || '.txt',
      'RX_' || d.group_number || '_' || to_char(x.issue_date, 'YYYYMMDD') || '.txt',
      x.issue_date::timestamptz, case when x.rn = 1 then null else x.issue_date::timestamptz + interval '1 day' end
    from check_run_definitions d
    cross join lateral (select q.issue_date, row_number() over (order by q.issue_date desc) as rn
      from (select distinct issue_date from checks c where c.group_number = d.group_number) q
      order by q.issue_date desc limit 6) x
    order by d.group_number, x.issue_date`);
  await db.execute(
    sql`update checks c set check_run_id = r.id from check_runs r where r.group_number = c.group_number and r.run_date = c.issue_date`,
  );
  await db.execute(
    sql`update checks set ignored = true where id in (select min(id) from checks where check_run_id is not null group by check_run_id having count(*) > 3)`,
  );
  await db.execute(sql`insert into check_run_payments (check_run_id, payment_type, category, description, amount_cents, payment_date, clear_date)
    select id, 'ach', 'expense', 'Administration fee', 15000, run_date, case when status = 'published' then run_date + 3 end from check_runs order by id`);
  await db.execute(sql`update check_runs r set
      medical_cents = t.medical, dental_cents = t.dental, vision_cents = t.vision, drug_cents = t.drug, check_count = t.n,
      expense_cents = coalesce((select sum(amount_cents) from check_run_payments p where p.check_run_id = r.id and p.category = 'expense'), 0),
      total_cents = t.medical + t.dental + t.vision + t.drug + coalesce((select sum(amount_cents) from check_run_payments p where p.check_run_id = r.id), 0)
    from (select check_run_id,
        coalesce(sum(amount_cents) filter (where category = 'medical'), 0) as medical,
        coalesce(sum(amount_cents) filter (where category = 'dental'), 0) as dental,
        coalesce(sum(amount_cents) filter (where category = 'vision'), 0) as vision,
        coalesce(sum(amount_cents) filter (where category = 'drug'), 0) as drug,
        count(*)::int as n
      from checks where check_run_id is not null and not ignored group by check_run_id) t
    where t.check_run_id = r.id`);
  await db.execute(sql`insert into jobs (kind, payload, status, attempts, progress, result, created_at, finished_at)
    select 'check_run', jsonb_build_object('checkRunId', id), 'succeeded', 1, 100, jsonb_build_object('checks', check_count), created_at, created_at + interval '2 minutes'
    from check_runs order by id`);
  await db.execute(
    sql`update check_runs r set job_id = j.id from jobs j where j.kind = 'check_run' and (j.payload->>'checkRunId')::int = r.id`,
  );
}

/** MRF structures (one per master group), enrollments (a few per enrolling group) and reports. */
export async function seedAdminData(
  db: DbOrTx,
  f: Faker,
  rng: Rng,
  st: StaticData,
  ssnKey: Buffer,
  members: number,
  ownerIds: number[],
  cal: SeedCalendar,
): Promise<void> {
  let sharedFiles: number[] = [];
  for (const [i, master] of st.masters.entries()) {
    const g = st.groups.find((x) => x.groupNumber === master)!;
    const [structure] = await db
      .insert(s.mrfReportingStructures)
      .values({
        name: `${g.name} plans`,
        groupNumber: master,
        reportingEntityName: 'Benefits Portal TPA',
        reportingEntityType: 'third party administrator',
        updatedAt: at(cal.today),
      })
      .returning({ id: s.mrfReportingStructures.id });
    const [plan] = await db
      .insert(s.mrfReportingPlans)
      .values({
        planName: `${g.name} ${g.plans.MED}`,
        planIdType: 'ein',
        planIdentifier: `${40 + i}-${String(1_234_567 + i * 1111)}`,
        planMarketType: 'group',
        issuerName: 'Self-insured',
        planSponsorName: g.name,
        groupNumbers: [master],
        updatedAt: at(cal.today),
      })
      .returning({ id: s.mrfReportingPlans.id });
    await db
      .insert(s.mrfStructurePlans)
      .values({ structureId: structure!.id, reportingPlanId: plan!.id });
    if (i === 0) {
      const files = await db
        .insert(s.mrfNetworkFiles)
        .values([
          {
            fileFormat: 'in-network-rates',
            networkId: st.networkIds.get('PPO-NAT')!,
            description: 'National PPO in-network rates',
            location: 'https://mrf.example.com/ppo-nat/in-network-rates.json',
            status: 'published',
            lastUpdatedOn: at(addDays(cal.today, -31)),
          },
          {
            fileFormat: 'allowed-amounts',
            networkId: null,
            description: 'Out-of-network allowed amounts',
            status: 'draft',
            generated: true,
          },
          {
            fileFormat: 'in-network-rates',
            networkId: st.networkIds.get('PPO-REG')!,
            description: 'Regional PPO in-network rates',
            status: 'draft',
            generated: true,
          },
        ])
        .returning({ id: s.mrfNetworkFiles.id });
      sharedFiles = files.map((x) => x.id);
      await seedNegotiatedRates(db, sharedFiles[2]!);
    }
    await db
      .insert(s.mrfStructureFiles)
      .values(sharedFiles.map((networkFileId) => ({ structureId: structure!.id, networkFileId })));
  }
  const enrollGroups = st.groups.filter((g) => g.groupNumber !== g.masterGroupNumber);
  const count = Math.min(500, Math.max(5, Math.round(members / 200)));
  for (let i = 0; i < count; i++) {
    const g = enrollGroups[i % enrollGroups.length]!;
    const created = addDays(cal.today, -rng.int(1, 200));
    const [e] = await db
      .insert(s.enrollments)
      .values({
        groupNumber: g.groupNumber,
        enrollmentType: rng.pick(['new_hire', 'open_enrollment', 'qualifying_event']),
        coverageDate: addDays(created, 30),
        dateOfQualifyingEvent: rng.chance(0.3) ? addDays(created, -10) : null,
        lifeCoverageAmountCents: rng.pick([null, 2_500_000, 5_000_000]),
        coverageTypes: ['MED', 'DEN', 'VIS'],
        status: rng.pick(['submitted', 'processed']),
        createdBy: ownerIds.length ? ownerIds[i % ownerIds.length]! : null,
        createdAt: at(created),
      })
      .returning({ id: s.enrollments.id });
    const last = f.person.lastName();
    const people = [
      { rel: 'employee', age: rng.int(22, 60) },
      ...(rng.chance(0.5) ? [{ rel: 'spouse', age: rng.int(22, 60) }] : []),
      ...Array.from({ length: rng.int(0, 2) }, () => ({ rel: 'child', age: rng.int(0, 20) })),
    ];
    await db.insert(s.enrollmentDependents).values(
      people.map((p, k) => {
        const ssn = `${rng.int(100, 665)}${rng.int(10, 99)}${rng.int(1000, 9999)}`;
        return {
          enrollmentId: e!.id,
          primary: k === 0,
          relationship: p.rel,
          sort: k,
          firstName: f.person.firstName(),
          lastName: last,
          dateOfBirth: addDays(cal.today, -p.age * 365 - rng.int(0, 364)),
          ssnEncrypted: encryptSsn(ssn, ssnKey),
          ssnLast4: ssnLast4(ssn),
          gender: rng.pick(['M', 'F']),
          maritalStatus: k === 0 ? rng.pick(['single', 'married']) : null,
          hireDate: k === 0 ? addDays(created, -5) : null,
          payStatus: k === 0 ? 'salaried' : null,
          addressLine1: k === 0 ? f.location.streetAddress() : null,
          city: k === 0 ? f.location.city() : null,
          state: k === 0 ? f.location.state({ abbreviated: true }) : null,
          zip: k === 0 ? f.location.zipCode('#####') : null,
          homePhone: k === 0 ? f.phone.number({ style: 'national' }) : null,
          email:
            k === 0
              ? f.internet.email({ lastName: last, provider: 'example.com' }).toLowerCase()
              : null,
        };
      }),
    );
  }
  // The reports cover this year to the end of last month (all of last year in January).
  const periodEnd = fromDays(toDays(`${cal.today.slice(0, 7)}-01`) - 1);
  const periodStart = `${periodEnd.slice(0, 4)}-01-01`;
  const monthBefore = fromDays(toDays(`${periodEnd.slice(0, 7)}-01`) - 1);
  const csv = `month,amount\n${monthBefore.slice(0, 7)},123456\n${periodEnd.slice(0, 7)},98765\n`;
  const reportFiles = ['Claims paid by month', 'Eligibility census', 'Check register'].map((n) =>
    fileRow(`${n}.csv`, 'text/csv', csv, 'report', cal.today),
  );
  await insertMany(db, s.files, reportFiles);
  await insertMany(
    db,
    s.reports,
    reportFiles.map((file, i) => {
      const kind = (['finance', 'eligibility', 'check_register'] as const satisfies ReportKind[])[
        i
      ]!;
      return {
        name: file.name.replace('.csv', ''),
        kind,
        phi: REPORT_KIND_INFO[kind].phi !== null,
        groupNumber: 1000,
        fileId: file.id,
        ownerAccountId: ownerIds[0] ?? null,
        periodStart,
        periodEnd,
        createdAt: at(addDays(cal.today, -i - 1)),
      };
    }),
  );
}

/**
 * Demo negotiated rates of the generated file: each medical CPT/HCPCS code with up to eight in-network
 * demo providers (one SQL statement, so seeding stays fast). Rates are derived from the code so they are
 * stable between seeds; 80053 is a bundle with the venipuncture, emergency codes are institutional.
 */
async function seedNegotiatedRates(db: DbOrTx, networkFileId: number): Promise<void> {
  await db.execute(sql`insert into mrf_negotiated_rates (network_file_id, billing_code_type,
      billing_code_type_version, billing_code, name, description, negotiation_arrangement, billing_class,
      setting, service_codes, rate_cents, oon_allowed_cents, expiration_date, provider_id, tin,
      tin_business_name, npis, bundled_codes)
    select ${networkFileId}, c.kind, '2026', c.code, c.description, c.description,
      case when c.code = '80053' then 'bundle' else 'ffs' end,
      case when c.category = 'er' then 'institutional' else 'professional' end,
      'outpatient',
      case when c.category = 'er' then null else array['11', '22'] end,
      r.base + p.k * 250, (r.base + p.k * 250) * 14 / 10, '9999-12-31', p.id, p.tax_id, p.name, array[p.npi],
      case when c.code = '80053' then '[{"billingCodeType":"CPT","billingCodeTypeVersion":"2026","billingCode":"36415","description":"Collection of venous blood by venipuncture"}]'::jsonb end
    from procedure_codes c
    cross join lateral (select (40 + abs(hashtext(c.code)) % 460) * 100 as base) r
    cross join lateral (select pr.id, pr.tax_id, pr.name, pr.npi, row_number() over (order by pr.id) as k
      from providers pr
      where pr.active and pr.npi ~ '^[1-9][0-9]{9}$' and pr.tax_id ~ '^[0-9]{9}$'
        and exists (select 1 from provider_networks pn where pn.provider_id = pr.id and pn.term_date is null)
      order by pr.id limit 8) p
    where c.kind in ('CPT', 'HCPCS') and c.category not in ('rx_generic', 'rx_brand')
    order by c.code, p.id`);
}

/**
 * Claims awaiting a check run: the latest checks (up to ten) of the demo household's group are taken back (their claims
 * become adjudicated and unpaid again, the checks are removed), so finance staff have a run to initiate.
 * Amounts, members and accumulators are unchanged. Runs before seedCheckRuns, so no seeded run holds them.
 */
export async function seedAwaitingPayment(db: DbOrTx, maxChecks = 10): Promise<void> {
  const [g] = (
    (await db.execute(sql`select group_number from members where id = 1`)) as unknown as {
      rows: { group_number: number }[];
    }
  ).rows;
  if (!g) return;
  const group = Number(g.group_number);
  const taken = (
    (await db.execute(sql`select id from checks where group_number = ${group}
      order by issue_date desc, id desc limit ${maxChecks}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => sql`${Number(r.id)}`);
  if (!taken.length) return;
  const ids = sql.join(taken, sql`, `);
  await db.execute(
    sql`update claims set status = 'processed', check_id = null where check_id in (${ids})`,
  );
  await db.execute(sql`delete from checks where id in (${ids})`);
}

/** A daily check-run definition (all coverages) for the demo household's group, with no run yet. */
export async function seedDailyDefinition(db: DbOrTx): Promise<void> {
  await db.execute(sql`insert into check_run_definitions (group_number, name, frequency, coverage_types)
    select group_number, 'Daily claims', 'daily', '{}' from members where id = 1`);
}
