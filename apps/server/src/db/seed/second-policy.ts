/**
 * The demo employee's second policy: Jordan Rivera also held a part-time job with another employer
 * (the first sub-group of the second master group) from January 1 two years ago to June 30 last year, with employee-only
 * coverage there. The same person (same SSN) thus has two member records, which is what
 * Policies/PoliciesByUser lists and the member portal's policy switcher changes between.
 */
import { Faker, en } from '@faker-js/faker';
import { publicMemberId, type Batch, type GenContext, type Person } from './batch.js';
import { generateCoverageAndClaims } from './claims-gen.js';
import { buildChecks } from './checks-gen.js';
import type { SeedCalendar } from './catalog.js';
import { at, Rng } from './util.js';

/** The dates of the second policy in the demo data of `cal`. */
export const secondPolicyDates = (cal: SeedCalendar) => ({
  effectiveDate: `${cal.year - 2}-01-01`,
  terminationDate: `${cal.year - 1}-06-30`,
});

/**
 * Adds the second record of the demo employee (`employee`, the first generated member row) to `b`.
 * It runs after every household and draws from its own generators, so no other row changes.
 */
export function addDemoSecondPolicy(
  ctx: GenContext,
  b: Batch,
  employee: NonNullable<Batch['members'][number]>,
  seed: number,
): void {
  const master = ctx.st.masters[1];
  const group = ctx.st.groups.find(
    (g) => g.masterGroupNumber === master && g.groupNumber !== master,
  );
  if (!group) return;
  const rng = new Rng((seed ^ 0x2e_c0_4d) >>> 0);
  const f = new Faker({ locale: [en] });
  f.seed(seed + 2);
  f.setDefaultRefDate(`${ctx.cal.today}T12:00:00Z`);
  const own: GenContext = { ...ctx, rng, f };
  const id = ++ctx.c.member;
  const employeeNumber = (ctx.c.employeeByGroup.get(group.groupNumber) ?? 100_000) + 1;
  ctx.c.employeeByGroup.set(group.groupNumber, employeeNumber);
  const { effectiveDate, terminationDate } = secondPolicyDates(ctx.cal);
  b.members.push({
    ...employee,
    id,
    memberId: publicMemberId(id),
    groupNumber: group.groupNumber,
    locationNumber: group.locations[0]!,
    employeeNumber,
    dependentNumber: 0,
    subscriberId: id,
    relationship: 'employee',
    maritalStatus: employee.maritalStatus ?? null,
    hireDate: effectiveDate,
    payStatus: 'part_time',
    status: 'terminated',
    effectiveDate,
    terminationDate,
    terminationReason: 'Voluntary resignation',
    createdAt: at(effectiveDate),
    updatedAt: at(terminationDate),
  });
  const person: Person = {
    id,
    dep: 0,
    dob: employee.dateOfBirth,
    gender: employee.gender as 'M' | 'F',
    first: employee.firstName,
    last: employee.lastName,
  };
  generateCoverageAndClaims(
    own,
    b,
    group,
    [person],
    id,
    employeeNumber,
    effectiveDate,
    terminationDate,
    false,
  );
  buildChecks(own, b);
}
