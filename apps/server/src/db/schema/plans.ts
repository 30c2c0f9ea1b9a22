import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, cents, day, ts } from './columns.js';
import { groups } from './groups.js';
import { members } from './members.js';
import { networks } from './providers.js';
import { coverageTypes, procedureCodes, remarkCodes } from './reference.js';

/** A benefit plan (e.g. "PPO 1500"), of one coverage type, on a network. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  coverageType: text('coverage_type')
    .notNull()
    .references(() => coverageTypes.code),
  networkId: integer('network_id').references(() => networks.id),
  /** EIN/HIOS plan id used in MRF reporting plans. */
  planIdType: text('plan_id_type'),
  planIdentifier: text('plan_identifier'),
  /** Pharmacy claim routing printed on the ID card (BIN, PCN, Rx group) when the plan carries the drug benefit. */
  rxBin: text('rx_bin'),
  rxPcn: text('rx_pcn'),
  rxGroup: text('rx_group'),
  active: boolean('active').notNull().default(true),
});

/** Plans a group offers. */
export const groupPlans = pgTable(
  'group_plans',
  {
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupNumber, t.planId] }),
    index('group_plans_plan_idx').on(t.planId),
  ],
);

/** A plan's benefit period (calendar plan years here: PlanYears, AccumulatorYears). */
export const planYears = pgTable(
  'plan_years',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
  },
  (t) => [uniqueIndex('plan_years_plan_year_uq').on(t.planId, t.year)],
);

/** Deductible / out-of-pocket limits and coinsurance of a plan year per network tier (in | out). */
export const planYearLimits = pgTable(
  'plan_year_limits',
  {
    planYearId: integer('plan_year_id')
      .notNull()
      .references(() => planYears.id, { onDelete: 'cascade' }),
    /** in | out */
    network: text('network').notNull(),
    deductibleIndividual: cents('deductible_individual').notNull(),
    deductibleFamily: cents('deductible_family').notNull(),
    oopIndividual: cents('oop_individual').notNull(),
    oopFamily: cents('oop_family').notNull(),
    /** Member coinsurance after the deductible, percent (e.g. 20). */
    coinsurancePct: smallint('coinsurance_pct').notNull(),
    /**
     * Embedded deductible: each person's individual deductible ends that person's deductible before the family's
     * is met. Not embedded: on family coverage only the family deductible counts (modules/coverage/cost-sharing.ts).
     */
    embeddedDeductible: boolean('embedded_deductible').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.planYearId, t.network] })],
);

/** Benefit lines of a plan year shown on My Plans (PlanBenefits): copay/coinsurance per service category and tier. */
export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    planYearId: integer('plan_year_id')
      .notNull()
      .references(() => planYears.id, { onDelete: 'cascade' }),
    /** office_visit | specialist | preventive | urgent_care | er | inpatient | outpatient | lab | imaging | rx_generic | … */
    category: text('category').notNull(),
    network: text('network').notNull(),
    copayCents: cents('copay_cents').notNull().default(0),
    coinsurancePct: smallint('coinsurance_pct').notNull().default(0),
    deductibleApplies: boolean('deductible_applies').notNull().default(true),
    /** Not covered at all (e.g. out-of-network preventive). */
    covered: boolean('covered').notNull().default(true),
    descriptionEn: text('description_en').notNull(),
    descriptionSp: text('description_sp').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('benefits_py_cat_net_uq').on(t.planYearId, t.category, t.network)],
);

/**
 * The plan provision a denial or reduction rests on (29 CFR 2560.503-1(g)(1)(ii)): per plan and claim adjustment
 * reason code (CARC), the plan document's section number, title and a short text, in English and Spanish.
 */
export const planProvisions = pgTable(
  'plan_provisions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The denial reason: a CARC (remark_codes.code). */
    reasonCode: text('reason_code')
      .notNull()
      .references(() => remarkCodes.code),
    /** Section number in the plan document / SPD, e.g. "7.2". */
    section: text('section').notNull(),
    titleEn: text('title_en').notNull(),
    titleSp: text('title_sp').notNull(),
    textEn: text('text_en').notNull(),
    textSp: text('text_sp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.reasonCode] })],
);

/** Coverage rules per procedure code (ClaimsCoverage Procedure): null group = the default rule. */
export const procedureCoverageRules = pgTable(
  'procedure_coverage_rules',
  {
    id: serial('id').primaryKey(),
    procedureCode: text('procedure_code')
      .notNull()
      .references(() => procedureCodes.code),
    groupNumber: integer('group_number').references(() => groups.groupNumber, {
      onDelete: 'cascade',
    }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    covered: boolean('covered').notNull().default(true),
    precertRequired: boolean('precert_required').notNull().default(false),
    /** The benefit category applied (copay/coinsurance come from benefits). */
    benefitCategory: text('benefit_category').notNull(),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** M | F | null (any) */
    gender: text('gender'),
    frequencyLimit: text('frequency_limit'),
    notesEn: text('notes_en'),
    notesSp: text('notes_sp'),
  },
  (t) => [
    index('procedure_coverage_rules_code_idx').on(t.procedureCode, t.groupNumber),
    index('procedure_coverage_rules_group_idx').on(t.groupNumber),
  ],
);

/**
 * Coverage ("policy"): a member on a plan for a plan year with dates. A person with rows in several groups
 * has several policies; the session's active member row is the "active policy".
 */
export const policies = pgTable(
  'policies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planYearId: integer('plan_year_id')
      .notNull()
      .references(() => planYears.id),
    coverageType: text('coverage_type')
      .notNull()
      .references(() => coverageTypes.code),
    /** employee | employee_spouse | employee_children | family */
    tier: text('tier').notNull(),
    effectiveDate: day('effective_date').notNull(),
    termDate: day('term_date'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_member_py_cov_uq').on(t.memberId, t.planYearId, t.coverageType),
    index('policies_plan_year_idx').on(t.planYearId),
    index('policies_active_idx')
      .on(t.memberId, t.effectiveDate.desc())
      .where(sql`${t.termDate} is null`),
  ],
);

/**
 * Accumulators (ClaimsFinancial Accumulator/Buckets): amounts applied toward the deductible or out-of-pocket
 * maximum, per member (level individual) or household (level family, member_id = the subscriber's row),
 * plan year, bucket and network tier. Kept equal to the sums of the adjudicated claims.
 */
export const accumulators = pgTable(
  'accumulators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** individual | family */
    level: text('level').notNull(),
    planYearId: integer('plan_year_id')
      .notNull()
      .references(() => planYears.id),
    year: smallint('year').notNull(),
    /** deductible | oop */
    bucket: text('bucket').notNull(),
    /** in | out */
    network: text('network').notNull(),
    appliedCents: cents('applied_cents').notNull().default(0),
    limitCents: cents('limit_cents').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accumulators_uq').on(
      t.memberId,
      t.year,
      t.level,
      t.bucket,
      t.network,
      t.planYearId,
    ),
  ],
);
