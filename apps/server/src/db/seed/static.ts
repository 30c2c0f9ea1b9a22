/** Groups, networks, plans and providers: the small tables the households refer to (kept in memory). */
import type { Faker } from '@faker-js/faker';
import type { DbOrTx } from '../client.js';
import * as s from '../schema/index.js';
import { PROCEDURE_CODES } from '../reference/codes.js';
import type { BenefitRule, Limits } from './adjudicate.js';
import { PLAN_DESIGNS, limitsForYear, type SeedCalendar } from './catalog.js';
import { provisionRows } from './provisions.js';
import { seedProviders, type ProviderData } from './providers-gen.js';
import { insertMany, type Rng } from './util.js';

/** The demo pharmacy benefit manager's claim routing (fictional BIN and PCN in the NCPDP formats). */
export const DEMO_RX = { bin: '019876', pcn: 'BPRX', groupPrefix: 'BPRX-' } as const;

export type { ProviderInfo } from './providers-gen.js';

export interface GroupInfo {
  groupNumber: number;
  masterGroupNumber: number;
  name: string;
  effectiveDate: string;
  healthAccountEmployer: string | null;
  locations: number[];
  /** plan code by coverage type */
  plans: Record<'MED' | 'DEN' | 'VIS', string>;
}

export interface PlanYearInfo {
  id: number;
  planCode: string;
  planId: number;
  year: number;
  limits: { in: Limits; out: Limits };
  rules: Record<string, [BenefitRule, BenefitRule]>;
}

export interface StaticData extends ProviderData {
  groups: GroupInfo[];
  masters: number[];
  /** `${planCode}:${year}` → plan year */
  planYears: Map<string, PlanYearInfo>;
  networkIds: Map<string, number>;
}

/** Inserts the static tables and returns what the household generator needs. */
export async function seedStatic(
  db: DbOrTx,
  f: Faker,
  rng: Rng,
  memberTarget: number,
  cal: SeedCalendar,
): Promise<StaticData> {
  // Networks.
  const nets = [
    ['PPO-NAT', 'National PPO Network'],
    ['PPO-REG', 'Regional PPO Network'],
    ['DEN-NET', 'Dental Network'],
    ['VIS-NET', 'Vision Network'],
  ] as const;
  await insertMany(
    db,
    s.networks,
    nets.map(([code, name], i) => ({ id: i + 1, code, name, mrfName: name })),
  );
  const networkIds = new Map<string, number>(nets.map(([code], i) => [code, i + 1]));

  // Plans, plan years, limits, benefits.
  const planYears = new Map<string, PlanYearInfo>();
  const limitRows: (typeof s.planYearLimits.$inferInsert)[] = [];
  const benefitRows: (typeof s.benefits.$inferInsert)[] = [];
  let pyId = 0;
  await insertMany(
    db,
    s.plans,
    PLAN_DESIGNS.map((d, i) => ({
      id: i + 1,
      code: d.code,
      name: d.name,
      coverageType: d.coverageType,
      networkId: networkIds.get(d.networkCode)!,
      planIdType: 'EIN',
      planIdentifier: `${84 + i}-${String(1000000 + i * 7919).slice(0, 7)}`,
      // Medical plans carry the drug benefit: the pharmacy benefit manager's routing for the ID card.
      ...(d.coverageType === 'MED'
        ? { rxBin: DEMO_RX.bin, rxPcn: DEMO_RX.pcn, rxGroup: `${DEMO_RX.groupPrefix}${d.code}` }
        : {}),
    })),
  );
  const pyRows: (typeof s.planYears.$inferInsert)[] = [];
  PLAN_DESIGNS.forEach((d, i) => {
    for (const year of cal.planYears) {
      const id = ++pyId;
      const limits = {
        in: limitsForYear(d.limits.in, year),
        out: limitsForYear(d.limits.out, year),
      };
      planYears.set(`${d.code}:${year}`, {
        id,
        planCode: d.code,
        planId: i + 1,
        year,
        limits,
        rules: d.rules,
      });
      pyRows.push({
        id,
        planId: i + 1,
        year,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      });
      for (const network of ['in', 'out'] as const) {
        const l = limits[network];
        limitRows.push({
          planYearId: id,
          network,
          ...l,
          // The plan's coinsurance is its general rate after the deductible: the highest of its rules
          // (the first rule is often preventive care at 0%).
          coinsurancePct: Math.max(
            ...Object.values(d.rules).map(
              (rules) => rules[network === 'in' ? 0 : 1].coinsurancePct,
            ),
          ),
        });
        Object.entries(d.rules).forEach(([category, rules], k) => {
          const rule = rules[network === 'in' ? 0 : 1];
          const label = category.replace(/_/g, ' ');
          benefitRows.push({
            planYearId: id,
            category,
            network,
            ...rule,
            descriptionEn: `${label}: ${rule.copayCents ? `$${rule.copayCents / 100} copay` : `${rule.coinsurancePct}% coinsurance`}${rule.deductibleApplies ? ' after deductible' : ''}`,
            descriptionSp: `${label}: ${rule.copayCents ? `copago de $${rule.copayCents / 100}` : `coseguro del ${rule.coinsurancePct}%`}${rule.deductibleApplies ? ' después del deducible' : ''}`,
            sort: k,
          });
        });
      }
    }
  });
  await insertMany(
    db,
    s.planProvisions,
    PLAN_DESIGNS.flatMap((d, i) => provisionRows(i + 1, d.coverageType)),
  );
  await insertMany(db, s.planYears, pyRows);
  await insertMany(db, s.planYearLimits, limitRows);
  await insertMany(db, s.benefits, benefitRows);

  // Groups: ~10 master groups with 1–3 sub-groups each.
  const groups: GroupInfo[] = [];
  const masters: number[] = [];
  const groupRows: (typeof s.groups.$inferInsert)[] = [];
  const medPlans = ['PPO1500', 'PPO3000', 'HDHP3500'];
  const hsaNames = ['Summit Health Accounts', 'Beacon Benefit Accounts', null, null];
  for (let m = 1; m <= 10; m++) {
    const master = m * 1000;
    masters.push(master);
    const company = f.company.name().replace(/,/g, '');
    const subCount = m === 1 ? 3 : rng.int(1, 3);
    for (let sIdx = 0; sIdx <= subCount; sIdx++) {
      const groupNumber = master + sIdx;
      const demo = m === 1;
      const effectiveDate = `${rng.int(cal.year - 10, cal.year - 3)}-${rng.pick(['01', '04', '07', '10'])}-01`;
      const hsa = demo ? 'Summit Health Accounts' : rng.pick(hsaNames);
      const info: GroupInfo = {
        groupNumber,
        masterGroupNumber: master,
        name:
          sIdx === 0
            ? company
            : `${company} - ${rng.pick(['Hourly', 'Salaried', 'Union', 'Retirees', 'West', 'East'])} ${sIdx}`,
        effectiveDate,
        healthAccountEmployer: hsa,
        locations: Array.from({ length: rng.int(1, 3) }, (_, i) => i + 1),
        plans: { MED: demo ? 'PPO1500' : rng.pick(medPlans), DEN: 'DEN-STD', VIS: 'VIS-STD' },
      };
      groups.push(info);
      groupRows.push({
        groupNumber,
        masterGroupNumber: master,
        name: info.name,
        effectiveDate,
        enrollment: demo || rng.chance(0.6),
        demographicUpdate: demo || rng.chance(0.5),
        costComparisonTool: demo || rng.chance(0.4),
        // Master groups and even sub-groups certified their plan documents (claims visible to their employer
        // users); the demo employee's group 1001 has not, so employer@demo.test sees enrollment, not claims, there.
        phiCertified: sIdx % 2 === 0,
        healthAccountEmployer: hsa,
        canRegister: demo || !rng.chance(0.1),
        redirectMessage: null,
        taxId: `${rng.int(10, 98)}${rng.digits(7)}`,
        addressLine1: f.location.streetAddress(),
        city: f.location.city(),
        state: f.location.state({ abbreviated: true }),
        zip: f.location.zipCode('#####'),
        phone: f.phone.number({ style: 'national' }),
        brand: m === 10 ? 'alternate' : 'default',
      });
    }
  }
  for (const g of groupRows)
    if (!g.canRegister)
      g.redirectMessage =
        'Your plan now uses another portal. Please visit your employer benefits site.';
  await insertMany(db, s.groups, groupRows);
  await insertMany(
    db,
    s.groupLocations,
    groups.flatMap((g) =>
      g.locations.map((n) => ({
        groupNumber: g.groupNumber,
        locationNumber: n,
        name: n === 1 ? 'Headquarters' : `Location ${n}`,
        city: f.location.city(),
        state: f.location.state({ abbreviated: true }),
      })),
    ),
  );
  await insertMany(
    db,
    s.groupFinanceSettings,
    groups.map((g) => ({
      groupNumber: g.groupNumber,
      fundingFrequency: rng.pick(['weekly', 'biweekly', 'monthly']),
      bankName: rng.pick(['First National Bank', 'Commerce Trust', 'Pinnacle Bank']),
      bankAccountLast4: rng.digits(4),
      checkRunDay: rng.int(1, 5),
      approvalThresholdCents: 2_500_000,
      stopLossCarrier: rng.pick(['Sun Life', 'Voya', 'HCC Life']),
      specificDeductibleCents: rng.pick([5_000_000, 7_500_000, 10_000_000]),
      adminFeePmpmCents: rng.int(2500, 4500),
    })),
  );
  await insertMany(
    db,
    s.groupRepricing,
    groups.map((g) => ({
      groupNumber: g.groupNumber,
      repricerName: g.plans.MED === 'PPO3000' ? 'Regional PPO Network' : 'National PPO Network',
      networkName: g.plans.MED === 'PPO3000' ? 'PPO-REG' : 'PPO-NAT',
      phone: '800-555-0134',
      claimsAddress: 'PO Box 1200, Springfield, IL 62701',
      payerId: '87726',
      effectiveDate: g.effectiveDate,
    })),
  );
  const planIdByCode = new Map(PLAN_DESIGNS.map((d, i) => [d.code, i + 1]));
  await insertMany(
    db,
    s.groupPlans,
    groups.flatMap((g) =>
      Object.values(g.plans).map((code) => ({
        groupNumber: g.groupNumber,
        planId: planIdByCode.get(code)!,
      })),
    ),
  );

  const p = await seedProviders(db, f, rng, memberTarget, networkIds);
  // Coverage rules: a default rule per procedure code, precert required for the expensive categories.
  const precert = new Set(['inpatient', 'outpatient', 'advanced_imaging', 'dme', 'rx_specialty']);
  await insertMany(
    db,
    s.procedureCoverageRules,
    PROCEDURE_CODES.map(([code, , , category]) => ({
      procedureCode: code,
      benefitCategory: category,
      covered: true,
      precertRequired: precert.has(category),
      frequencyLimit: category === 'preventive' ? '1 per plan year' : null,
    })),
  );
  return { groups, masters, planYears, networkIds, ...p };
}
