/** Policies, adjudicated claims, accumulators and the checks that pay the claims. */
import { PROCEDURE_CODES } from '../reference/codes.js';
import { sumLines, type LineAmounts } from '../../modules/claims/claim-math.js';
import { NSA_FACILITY_POS } from '../../modules/claims/notices.js';
import { adjudicateLine, newAccumState, type AccumState } from './adjudicate.js';
import {
  DENIALS,
  DX_BY_CATEGORY,
  MEDICAL_MAIN,
  POOL_BY_CATEGORY,
  POS_BY_CATEGORY,
  PRICE_RANGES,
} from './catalog.js';
import type { Batch, GenContext, Person } from './batch.js';
import type { GroupInfo, ProviderInfo } from './static.js';
import { addDays, ageOn, at, fromDays, toDays, type Rng } from './util.js';

interface PendingClaim {
  person: Person;
  year: number;
  coverage: 'MED' | 'DEN' | 'VIS';
  claimType: string;
  category: string;
  serviceDate: string;
  provider: ProviderInfo;
  policyId: number;
  /** Days from service to receipt and from receipt to processing; drawn when absent. */
  lags?: { received: number; processed: number };
  /** A placed claim's one procedure code (one line, never denied); drawn when absent. */
  code?: string;
  /** A claim built without the random source (the demo's notice examples). */
  fixed?: FixedClaim;
}

/** The lines, denial, facility and diagnosis of a claim that draws nothing at random. */
interface FixedClaim {
  lines: { category: string; code: string; billedCents: number; allowedShare: number }[];
  /** [CARC, RARC] denying every line. */
  denial?: readonly [string, string];
  /** The facility the care was given in, when not the billing provider. */
  facility?: ProviderInfo;
  diagnosis: string;
}

/** A claim placed by the caller: one line of `code`, adjudicated like the others but never denied. */
export interface PlacedClaim {
  person: Person;
  category: string;
  code: string;
  serviceDate: string;
  provider: ProviderInfo;
}
/**
 * Places claims for a household's `people`; `medicalPolicyOn` gives the medical policy covering a person on a
 * date (undefined when none does: the claim cannot be placed then).
 */
export type PlaceClaims = (
  people: Person[],
  medicalPolicyOn: (person: Person, date: string) => number | undefined,
) => PlacedClaim[];

/** The fewest claims of this year the demo employee has: early in January the random draw gives none. */
const DEMO_CURRENT_YEAR_MIN = 3;

const PROCS_BY_CATEGORY = new Map<string, string[]>();
for (const [code, , , category] of PROCEDURE_CODES) {
  if (!PROCS_BY_CATEGORY.has(category)) PROCS_BY_CATEGORY.set(category, []);
  PROCS_BY_CATEGORY.get(category)!.push(code);
}

function weighted(rng: Rng, items: readonly (readonly [string, number])[]): string {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let x = rng.next() * total;
  for (const [v, w] of items) if ((x -= w) < 0) return v;
  return items[items.length - 1]![0];
}

function pickProvider(
  ctx: GenContext,
  category: string,
  household: number,
  demo: boolean,
): ProviderInfo {
  const pool = POOL_BY_CATEGORY[category] ?? 'professional';
  // The demo provider organization (first providers) sees plenty of claims: always for the demo household, often otherwise.
  if (pool === 'professional' && (demo || ctx.rng.chance(0.08)))
    return ctx.st.providers.professional[ctx.rng.int(0, 4)]!;
  const list = ctx.st.providers[pool].length
    ? ctx.st.providers[pool]
    : ctx.st.providers.professional;
  // Households keep returning to a few providers: bias by household.
  return list[
    (household * 31 +
      ctx.rng.int(0, 3) * 7 +
      (ctx.rng.chance(0.3) ? ctx.rng.int(0, list.length) : 0)) %
      list.length
  ]!;
}

const TIER = (n: number) => (n === 1 ? 'employee' : n === 2 ? 'employee_spouse' : 'family');

/** Policies for each plan year and coverage, and claims adjudicated in service order. */
export function generateCoverageAndClaims(
  ctx: GenContext,
  b: Batch,
  group: GroupInfo,
  people: Person[],
  subscriberId: number,
  employeeNumber: number,
  effectiveDate: string,
  termDate: string | null,
  demo: boolean,
  place?: PlaceClaims,
): void {
  const { rng, c, st, cal } = ctx;
  /** `${member}:${year}` → the medical policy and the days it covers (placed claims). */
  const medicalCover = new Map<string, { policyId: number; from: number; to: number }>();
  const refDays = toDays(cal.today);
  const pending: PendingClaim[] = [];
  /** Member id → this year's medical policy. */
  const medicalPolicies = new Map<number, number>();
  /** Plan year → the employee's medical policy. */
  const employeeMedical = new Map<number, number>();
  for (const year of cal.planYears) {
    const yStart = toDays(`${year}-01-01`);
    const yEnd = toDays(`${year}-12-31`);
    for (const p of people) {
      const from = Math.max(yStart, toDays(effectiveDate), toDays(p.dob));
      const to = Math.min(yEnd, termDate ? toDays(termDate) : yEnd);
      if (from > to) continue;
      const age = ageOn(p.dob, `${year}-07-01`);
      for (const coverage of ['MED', 'DEN', 'VIS'] as const) {
        const policyId = ++c.policy;
        if (year === cal.year && coverage === 'MED') medicalPolicies.set(p.id, policyId);
        if (coverage === 'MED') medicalCover.set(`${p.id}:${year}`, { policyId, from, to });
        if (p.dep === 0 && coverage === 'MED') employeeMedical.set(year, policyId);
        const py = st.planYears.get(`${group.plans[coverage]}:${year}`)!;
        b.policies.push({
          id: policyId,
          memberId: p.id,
          planId: py.planId,
          planYearId: py.id,
          coverageType: coverage,
          tier: TIER(people.length),
          effectiveDate: fromDays(from),
          termDate: to < yEnd || year < cal.year ? fromDays(to) : null,
          createdAt: at(fromDays(from)),
        });
        // Claims happen up to a few days before the reference date.
        const last = Math.min(to, refDays - 4);
        if (last < from) continue;
        const share = (last - from + 1) / 365;
        const boost = demo ? 2.5 : 1;
        const means: [string, number][] =
          coverage === 'MED'
            ? [
                ['medical', (age < 18 ? 1.6 : age >= 50 ? 3.2 : 2.1) * boost],
                ['drug', (age >= 50 ? 2 : 0.8) * boost],
              ]
            : coverage === 'DEN'
              ? [['dental', 0.7 * boost]]
              : [['vision', 0.3 * boost]];
        for (const [claimType, mean] of means) {
          const n = rng.poisson(mean * share);
          for (let i = 0; i < n; i++) {
            const category =
              claimType === 'medical'
                ? weighted(rng, MEDICAL_MAIN)
                : claimType === 'drug'
                  ? weighted(rng, [
                      ['rx_generic', 70],
                      ['rx_brand', 25],
                      ['rx_specialty', 2],
                    ])
                  : claimType === 'dental'
                    ? weighted(rng, [
                        ['dental_preventive', 65],
                        ['dental_basic', 28],
                        ['dental_major', 7],
                      ])
                    : weighted(rng, [
                        ['vision_exam', 60],
                        ['eyewear', 40],
                      ]);
            const provider = pickProvider(ctx, category, subscriberId, demo);
            pending.push({
              person: p,
              year,
              coverage,
              claimType,
              category,
              serviceDate: fromDays(rng.int(from, last)),
              provider,
              policyId,
            });
          }
        }
      }
    }
  }
  const employee = people.find((p) => p.dep === 0);
  const medical = employee && medicalPolicies.get(employee.id);
  if (demo && employee && medical !== undefined)
    pending.push(...demoCurrentYearClaims(ctx, employee, medical, pending, subscriberId));
  if (place) {
    const policyOn = (person: Person, date: string) => {
      const cover = medicalCover.get(`${person.id}:${date.slice(0, 4)}`);
      const day = toDays(date);
      return cover && day >= cover.from && day <= cover.to ? cover.policyId : undefined;
    };
    for (const x of place(people, policyOn)) {
      const policyId = policyOn(x.person, x.serviceDate);
      if (policyId === undefined) continue;
      pending.push({
        person: x.person,
        year: Number(x.serviceDate.slice(0, 4)),
        coverage: 'MED',
        claimType: 'medical',
        category: x.category,
        serviceDate: x.serviceDate,
        provider: x.provider,
        policyId,
        lags: { received: 6, processed: 9 },
        code: x.code,
      });
    }
  }
  if (demo && employee) pending.push(...demoNoticeClaims(ctx, employee, employeeMedical));
  // Adjudicate in service order, per plan year and network (each has its own accumulators).
  pending.sort((x, y) =>
    x.serviceDate < y.serviceDate
      ? -1
      : x.serviceDate > y.serviceDate
        ? 1
        : x.person.id - y.person.id,
  );
  const states = new Map<
    string,
    { state: AccumState; planYearId: number; year: number; network: 'in' | 'out'; coverage: string }
  >();
  for (const pc of pending) {
    const py = st.planYears.get(`${group.plans[pc.coverage]}:${pc.year}`)!;
    const network = pc.provider.inNetwork ? 'in' : 'out';
    const pos = POS_BY_CATEGORY[pc.category] ?? '11';
    // The facility: the one named, else the billing provider when it is a facility and the care was given there.
    const facility =
      pc.fixed?.facility ??
      (NSA_FACILITY_POS.has(pos) && pc.provider.pool === 'facility' ? pc.provider : undefined);
    const facilityNetwork = facility ? (facility.inNetwork ? 'in' : 'out') : null;
    // Benefits and accumulators follow the provider's network (the accumulators' invariant is per claim network);
    // the No Surprises Act's in-network cost sharing is not modelled by the demo adjudicator.
    const tier = network;
    const key = `${py.id}:${tier}`;
    if (!states.has(key))
      states.set(key, {
        state: newAccumState(),
        planYearId: py.id,
        year: pc.year,
        network: tier,
        coverage: pc.coverage,
      });
    const state = states.get(key)!.state;
    const received = addDays(pc.serviceDate, pc.lags?.received ?? rng.int(2, 30));
    if (toDays(received) > refDays) continue;
    const processedDays = toDays(received) + (pc.lags?.processed ?? rng.int(2, 20));
    const isPending = processedDays > refDays;
    const claimId = ++c.claim;
    const nLines = pc.fixed
      ? pc.fixed.lines.length
      : pc.code !== undefined || pc.claimType === 'drug' || pc.category === 'inpatient'
        ? 1
        : 1 + Math.min(3, rng.poisson(0.5));
    const claimDenied = pc.fixed
      ? pc.fixed.denial !== undefined
      : !isPending && pc.code === undefined && rng.chance(0.04);
    const lines: LineAmounts[] = [];
    for (let ln = 1; ln <= nLines; ln++) {
      const fixedLine = pc.fixed?.lines[ln - 1];
      const category =
        fixedLine?.category ??
        (ln === 1
          ? pc.category
          : pc.claimType === 'medical'
            ? rng.pick(['lab', 'lab', 'imaging', 'office_visit'])
            : pc.category);
      const code =
        fixedLine?.code ??
        (ln === 1 && pc.code !== undefined ? pc.code : rng.pick(PROCS_BY_CATEGORY.get(category)!));
      const [lo, hi] = PRICE_RANGES[category]!;
      const units = fixedLine ? 1 : category === 'therapy' ? rng.int(1, 4) : 1;
      const billed = fixedLine?.billedCents ?? rng.int(lo * 100, hi * 100) * units;
      const rules = py.rules[category] ?? Object.values(py.rules)[0]!;
      const rule = rules[tier === 'in' ? 0 : 1];
      let amounts: LineAmounts;
      let remarks: string[] = [];
      if (isPending) {
        amounts = {
          billedCents: billed,
          allowedCents: 0,
          deductibleCents: 0,
          copayCents: 0,
          coinsuranceCents: 0,
          notCoveredCents: 0,
          planPaidCents: 0,
          memberResponsibilityCents: 0,
        };
      } else {
        const denied = claimDenied || (!pc.fixed && ln > 1 && rng.chance(0.05));
        const allowed = Math.round(
          billed *
            (fixedLine?.allowedShare ??
              (network === 'in' ? 0.45 + rng.next() * 0.3 : 0.6 + rng.next() * 0.25)),
        );
        amounts = adjudicateLine(
          pc.person.id,
          billed,
          allowed,
          rule,
          py.limits[tier],
          state,
          denied,
          network,
          people.length === 1,
        );
        if (amounts.notCoveredCents > 0) {
          const [carc, rarc] = denied ? (pc.fixed?.denial ?? rng.pick(DENIALS)) : ['204', 'N130'];
          remarks = [carc, rarc];
        } else {
          if (amounts.allowedCents < billed) remarks.push(network === 'in' ? '45' : '242');
          if (amounts.deductibleCents) remarks.push('1');
          if (amounts.coinsuranceCents) remarks.push('2');
          if (amounts.copayCents) remarks.push('3');
          if (!pc.fixed && network === 'in' && remarks.length < 4 && rng.chance(0.1))
            remarks.push('N381');
        }
      }
      lines.push(amounts);
      b.claimLines.push({
        claimId,
        lineNumber: ln,
        procedureCode: code,
        modifier: null,
        placeOfService: POS_BY_CATEGORY[category] ?? '11',
        serviceDate: pc.serviceDate,
        serviceEndDate: pc.category === 'inpatient' ? addDays(pc.serviceDate, 2) : pc.serviceDate,
        units,
        ...amounts,
        remarkCodes: remarks.slice(0, 4),
      });
    }
    const t = sumLines(lines);
    const status = isPending
      ? 'pending'
      : t.planPaidCents > 0
        ? 'paid'
        : t.allowedCents === 0
          ? 'denied'
          : 'processed';
    const processedDate = isPending ? null : fromDays(processedDays);
    const dxList = DX_BY_CATEGORY[pc.category] ?? DX_BY_CATEGORY.default!;
    b.claims.push({
      id: claimId,
      claimPrefix: Number(received.slice(2, 4) + received.slice(5, 7)),
      claimNumber: ++c.claimNumber,
      claimSuffix: 0,
      memberId: pc.person.id,
      subscriberId,
      groupNumber: group.groupNumber,
      employeeNumber,
      dependentNumber: pc.person.dep,
      policyId: pc.policyId,
      providerId: pc.provider.id,
      network,
      claimType: pc.claimType,
      coverageCode: pc.claimType === 'drug' ? 'DRG' : pc.coverage,
      planYear: pc.year,
      serviceDate: pc.serviceDate,
      serviceEndDate: pc.category === 'inpatient' ? addDays(pc.serviceDate, 2) : pc.serviceDate,
      receivedDate: received,
      processedDate,
      status,
      ...t,
      checkId: null,
      patientAccountNumber: `${pc.provider.id % 100}${String((claimId * 37) % 10_000_000).padStart(7, '0')}`,
      diagnosisCodes: [pc.fixed?.diagnosis ?? rng.pick(dxList)],
      placeOfService: pos,
      facilityProviderId: facility?.id ?? null,
      facilityNetwork,
      createdAt: at(received),
    });
  }
  // Accumulators: one individual row per member and one family row per household, for each bucket.
  for (const { state, planYearId, year, network } of states.values()) {
    const py = [...st.planYears.values()].find((p) => p.id === planYearId)!;
    const l = py.limits[network];
    const push = (
      memberId: number,
      level: string,
      bucket: string,
      applied: number,
      limit: number,
    ) =>
      b.accumulators.push({
        id: ++c.accumulator,
        memberId,
        level,
        planYearId,
        year,
        bucket,
        network,
        appliedCents: applied,
        limitCents: limit,
        updatedAt: at(cal.today),
      });
    // A non-embedded deductible on family coverage has no individual amount: each person's is the family's.
    const individualDeductible =
      l.embeddedDeductible || people.length === 1 ? l.deductibleIndividual : l.deductibleFamily;
    for (const [memberId, ded] of state.deductibleByMember) {
      push(memberId, 'individual', 'deductible', ded, individualDeductible);
      push(memberId, 'individual', 'oop', state.oopByMember.get(memberId) ?? 0, l.oopIndividual);
    }
    push(subscriberId, 'family', 'deductible', state.deductibleFamily, l.deductibleFamily);
    push(subscriberId, 'family', 'oop', state.oopFamily, l.oopFamily);
  }
}

/**
 * Claims that keep "this year" of the demo employee populated on any date. When fewer than
 * DEMO_CURRENT_YEAR_MIN of the employee's claims of this year are surely in by today (served 30 days ago or
 * more: claims arrive 2–30 days after service) — early in January, or after an unlucky draw — it adds pharmacy
 * fills on New Year's day and today, adjudicated at the counter, and an office visit today, received
 * electronically and still pending. Deterministic for a given date.
 */
function demoCurrentYearClaims(
  ctx: GenContext,
  employee: Person,
  medicalPolicyId: number,
  drawn: readonly PendingClaim[],
  subscriberId: number,
): PendingClaim[] {
  const { cal } = ctx;
  const refDays = toDays(cal.today);
  const surelyIn = drawn.filter(
    (p) => p.person === employee && p.year === cal.year && toDays(p.serviceDate) <= refDays - 30,
  ).length;
  if (surelyIn >= DEMO_CURRENT_YEAR_MIN) return [];
  const claim = (
    category: string,
    claimType: string,
    day: number,
    lags: PendingClaim['lags'],
  ): PendingClaim => ({
    person: employee,
    year: cal.year,
    coverage: 'MED',
    claimType,
    category,
    serviceDate: fromDays(day),
    provider: pickProvider(ctx, category, subscriberId, true),
    policyId: medicalPolicyId,
    lags,
  });
  const atTheCounter = { received: 0, processed: 0 };
  return [
    claim('rx_generic', 'drug', toDays(`${cal.year}-01-01`), atTheCounter),
    claim('rx_brand', 'drug', refDays, atTheCounter),
    claim('office_visit', 'medical', refDays, { received: 0, processed: 1 }),
  ];
}

/**
 * The demo employee's claims that show what an EOB must say (drawn from nothing random, so the rest of the data
 * is the same with them): an emergency-room visit at an in-network hospital, knee surgery by an out-of-network
 * surgeon at an in-network surgical center (both under the No Surprises Act), and physical therapy denied as
 * not medically necessary (a denial with its plan provision). Served 45–75 days before today (the therapy
 * denial within this calendar year: from January 1 early in the year), processed by
 * 25 days before it, in that date's plan year.
 */
function demoNoticeClaims(
  ctx: GenContext,
  employee: Person,
  medicalByYear: ReadonlyMap<number, number>,
): PendingClaim[] {
  const { st, cal } = ctx;
  const refDays = toDays(cal.today);
  const facility = st.providers.facility.find((p) => p.inNetwork);
  // An out-of-network professional outside the demo provider organization (the first providers).
  const surgeon = st.providers.professional.slice(5).find((p) => !p.inNetwork);
  const therapist = st.providers.professional[0];
  const out: PendingClaim[] = [];
  const claim = (
    daysAgo: number,
    category: string,
    provider: ProviderInfo | undefined,
    fixed: FixedClaim,
    lags = { received: 6, processed: 8 },
  ) => {
    const serviceDate = fromDays(refDays - daysAgo);
    const year = Number(serviceDate.slice(0, 4));
    const policyId = medicalByYear.get(year);
    if (!provider || policyId === undefined) return;
    out.push({
      person: employee,
      year,
      coverage: 'MED',
      claimType: 'medical',
      category,
      serviceDate,
      provider,
      policyId,
      lags,
      fixed,
    });
  };
  claim(75, 'er', facility, {
    lines: [
      { category: 'er', code: '99284', billedCents: 184_000, allowedShare: 0.55 },
      { category: 'imaging', code: '71046', billedCents: 32_000, allowedShare: 0.5 },
    ],
    diagnosis: 'R10.9',
  });
  if (facility)
    claim(60, 'outpatient', surgeon, {
      lines: [{ category: 'outpatient', code: '29881', billedCents: 420_000, allowedShare: 0.5 }],
      facility,
      diagnosis: 'M25.561',
    });
  // The denial is of this calendar year on any date (issue 31: the demo employee appeals it): 45 days back, or
  // from January 1 early in the year, received and processed by today.
  const sinceNewYear = refDays - toDays(`${cal.year}-01-01`);
  const therapyDaysAgo = Math.min(45, sinceNewYear);
  const therapyLags =
    therapyDaysAgo >= 14
      ? { received: 6, processed: 8 }
      : {
          received: Math.floor(therapyDaysAgo / 2),
          processed: therapyDaysAgo - Math.floor(therapyDaysAgo / 2),
        };
  claim(
    therapyDaysAgo,
    'therapy',
    therapist,
    {
      lines: [
        { category: 'therapy', code: '97110', billedCents: 18_000, allowedShare: 0.6 },
        { category: 'therapy', code: '97110', billedCents: 18_000, allowedShare: 0.6 },
      ],
      denial: ['50', 'MA01'],
      diagnosis: 'M54.50',
    },
    therapyLags,
  );
  return out;
}
