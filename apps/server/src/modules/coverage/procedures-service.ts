import type { EndpointBody, EndpointQuery, EndpointResponse } from '@bp/contract';
import type {
  ProcedureCoverage,
  procedureAdvanced as procedureAdvancedDef,
  procedureSearch,
} from '@bp/contract/api/coverage';
import type { ServiceCtx } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import { coverageCode, dbCoverageCode } from '../scope/codes.js';
import { callerGroups, ownMember, providerPending } from '../scope/service.js';
import { currentYear, resolvePlanYear } from './plan-year.js';
import { termsOf, textOf } from './plans-service.js';
import * as repo from './plans-repo.js';

const describe = (p: { description: string; descriptionSp: string | null }, language: string) =>
  language === 'sp' && p.descriptionSp ? p.descriptionSp : p.description;

/**
 * The group a procedure question is about must be one the caller may see: a member's own (active
 * policy's) group, a staff member's access groups, a verified provider's patients' groups. Anything else is 404.
 * Returns the member row id for members (their own plans answer first).
 */
async function groupInScope(
  c: ServiceCtx,
  groupNumber: number,
): Promise<{ memberRowId: number | null }> {
  switch (c.caller.roleClass) {
    case 'Members': {
      const self = await ownMember(c);
      if (self.groupNumber !== groupNumber) throw notFound();
      return { memberRowId: self.id };
    }
    case 'Administrative': {
      const access = await callerGroups(c.db, c.caller);
      const ok =
        (access.all || access.groups.includes(groupNumber)) &&
        (await repo.groupExists(c.db, groupNumber));
      if (!ok) throw notFound();
      return { memberRowId: null };
    }
    case 'Provider':
      // Which groups its patients belong to is not told to an account pending verification.
      if (
        providerPending(c.caller) ||
        !(await repo.groupOfProviderPatients(
          c.db,
          c.caller.accountId,
          c.caller.providerId,
          groupNumber,
        ))
      )
        throw notFound();
      return { memberRowId: null };
    default:
      throw notFound();
  }
}

/** Procedure/Search: active codes by code prefix or words of the description, one page. */
export async function search(
  c: ServiceCtx,
  input: EndpointBody<typeof procedureSearch>,
): Promise<EndpointResponse<typeof procedureSearch>> {
  if (input.groupNumber !== undefined) await groupInScope(c, input.groupNumber);
  const { rows, total } = await repo.searchProcedures(
    c.db,
    input.query,
    input.groupNumber,
    (input.pageNumber - 1) * input.itemsPerPage,
    input.itemsPerPage,
  );
  return {
    pageNumber: input.pageNumber,
    itemsPerPage: input.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / input.itemsPerPage),
    items: rows.map((r) => ({
      procedureCode: r.code,
      description: describe(r, c.language),
      category: r.category,
    })),
  };
}

/** The rule that applies to a plan: the group's own before the default, a plan's own before any plan's. */
export function ruleFor(rules: repo.RuleRow[], planId: number | null): repo.RuleRow | undefined {
  return rules
    .filter((r) => r.planId === null || r.planId === planId)
    .sort(
      (a, b) =>
        Number(a.groupNumber === null) - Number(b.groupNumber === null) ||
        Number(a.planId === null) - Number(b.planId === null) ||
        a.id - b.id,
    )[0];
}

async function procedureOf(c: ServiceCtx, code: string) {
  const proc = await repo.procedureByCode(c.db, code);
  if (!proc || !proc.active)
    throw invalidRequest('invalidService', { procedureCode: 'invalidService' });
  return proc;
}

type Proc = NonNullable<Awaited<ReturnType<typeof repo.procedureByCode>>>;

/** The coverage answer for one plan year of a plan (or none: no plan of the group has the benefit). */
function answer(
  c: ServiceCtx,
  proc: Proc,
  groupNumber: number,
  rules: repo.RuleRow[],
  py: repo.GroupPlanYearRow | undefined,
  benefitRows: repo.BenefitRow[],
): ProcedureCoverage {
  const rule = ruleFor(rules, py?.planId ?? null);
  const rows =
    py && rule
      ? benefitRows.filter(
          (b) => b.planYearId === py.planYearId && b.category === rule.benefitCategory,
        )
      : [];
  const inRow = rows.find((b) => b.network === 'in');
  const outRow = rows.find((b) => b.network === 'out');
  const covered = Boolean(rule?.covered && (inRow?.covered || outRow?.covered));
  const sp = c.language === 'sp';
  return {
    procedureCode: proc.code,
    description: describe(proc, c.language),
    category: proc.category,
    groupNumber,
    covered,
    requiresPrecert: covered && Boolean(rule?.precertRequired),
    inNetwork: rule?.covered ? textOf(inRow, c.language) : null,
    outOfNetwork: rule?.covered ? textOf(outRow, c.language) : null,
    notes: (sp ? (rule?.notesSp ?? rule?.notesEn) : rule?.notesEn) ?? null,
    planName: py?.planName ?? null,
    coverageType: py ? coverageCode(py.coverageType) : null,
    planYear: py?.year ?? null,
    benefitCategory: rule?.benefitCategory ?? null,
    inNetworkTerms: rule?.covered ? termsOf(inRow) : null,
    outOfNetworkTerms: rule?.covered ? termsOf(outRow) : null,
    frequencyLimit: rule?.frequencyLimit ?? null,
    minAge: rule?.minAge ?? null,
    maxAge: rule?.maxAge ?? null,
    gender: rule?.gender === 'M' || rule?.gender === 'F' ? rule.gender : null,
  };
}

/**
 * Procedure: how the group's plan covers a code in the current plan year (else the latest earlier one).
 * For a member, the plans he/she is on answer first. A code that is unknown or retired is 400
 * invalidService (coverage cannot be displayed for the values entered).
 */
export async function procedure(
  c: ServiceCtx,
  code: string,
  groupNumber: number,
): Promise<ProcedureCoverage> {
  const scope = await groupInScope(c, groupNumber);
  const proc = await procedureOf(c, code);
  const rules = await repo.rulesFor(c.db, proc.code, groupNumber);
  const base = ruleFor(rules, null) ?? rules[0];
  let candidates = base
    ? await repo.groupPlanYearsFor(c.db, groupNumber, base.benefitCategory)
    : [];
  if (scope.memberRowId !== null) {
    const mine = new Set(await repo.memberPlanIds(c.db, scope.memberRowId));
    const own = candidates.filter((p) => mine.has(p.planId));
    if (own.length > 0) candidates = own;
  }
  const years = [...new Set(candidates.map((p) => p.year))];
  const year = years.length > 0 ? resolvePlanYear(years, undefined, currentYear()) : undefined;
  const py = candidates.find((p) => p.year === year);
  return answer(
    c,
    proc,
    groupNumber,
    rules,
    py,
    py ? await repo.benefitsOf(c.db, [py.planYearId]) : [],
  );
}

/**
 * ProcedureAdvanced: the answer for every plan year of every plan of the group with a benefit for the
 * procedure, optionally one plan year and/or coverage type. A plan year the group has no plan for is
 * 400 invalidService.
 */
export async function procedureAdvanced(
  c: ServiceCtx,
  input: EndpointQuery<typeof procedureAdvancedDef>,
): Promise<
  (ProcedureCoverage & {
    planName: string;
    coverageType: NonNullable<ProcedureCoverage['coverageType']>;
    planYear: number;
  })[]
> {
  await groupInScope(c, input.groupNumber);
  const proc = await procedureOf(c, input.procedureCode);
  if (input.planYear !== undefined) {
    resolvePlanYear(
      await repo.groupPlanYears(c.db, input.groupNumber),
      input.planYear,
      currentYear(),
    );
  }
  const rules = await repo.rulesFor(c.db, proc.code, input.groupNumber);
  const base = ruleFor(rules, null) ?? rules[0];
  if (!base) return [];
  const candidates = await repo.groupPlanYearsFor(c.db, input.groupNumber, base.benefitCategory, {
    ...(input.planYear !== undefined ? { year: input.planYear } : {}),
    ...(input.coverageType !== undefined
      ? { coverageType: dbCoverageCode(input.coverageType) }
      : {}),
  });
  const benefitRows = await repo.benefitsOf(
    c.db,
    candidates.map((p) => p.planYearId),
  );
  return candidates.map((py) => ({
    ...answer(c, proc, input.groupNumber, rules, py, benefitRows),
    planName: py.planName,
    coverageType: coverageCode(py.coverageType),
    planYear: py.year,
  }));
}
