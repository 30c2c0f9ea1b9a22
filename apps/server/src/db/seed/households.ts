/** Households: an employee and dependents, then their coverage, claims and paper trail. */
import { encryptSsn, ssnLast4, ssnLookupHash } from '../crypto.js';
import type * as s from '../schema/index.js';
import { generateCoverageAndClaims, type PlaceClaims } from './claims-gen.js';
import { DEMO_HOUSEHOLD_LAST_NAME } from './demo-accounts.js';
import { generatePaperTrail } from './paper-trail.js';
import { publicMemberId, type Batch, type GenContext, type Person, type Row } from './batch.js';
import type { GroupInfo } from './static.js';
import { ageOn, at, fromDays, toDays, type Rng } from './util.js';

export { buildChecks } from './checks-gen.js';
export {
  emptyBatch,
  newCounters,
  publicMemberId,
  type Batch,
  type Counters,
  type GenContext,
} from './batch.js';

function randomSsn(rng: Rng): string {
  return `${rng.int(100, 665)}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** Generates one household into `b`; returns the number of member rows it added. */
export function generateHousehold(
  ctx: GenContext,
  b: Batch,
  group: GroupInfo,
  maxPersons: number,
  demo: boolean,
  place?: PlaceClaims,
): number {
  const { f, rng, c, cal } = ctx;
  const today = cal.today;
  const refDays = toDays(today);
  const fakerLast = f.person.lastName();
  const last = demo ? DEMO_HOUSEHOLD_LAST_NAME : fakerLast;
  const empGender = rng.chance(0.5) ? 'M' : 'F';
  const empAge = demo ? 46 : rng.int(22, 64);
  const empDob = demo
    ? `${cal.year - 46}-04-12`
    : fromDays(refDays - empAge * 365 - rng.int(0, 364));
  const married = demo || rng.chance(0.55);
  const kids = demo ? 2 : Math.min(4, rng.poisson(married ? 1.3 : 0.5));
  const hireDays = Math.max(
    toDays(group.effectiveDate),
    toDays(empDob) + 18 * 365 + rng.int(0, 3650),
  );
  // Hired at least five months ago: the newest hires already have claims.
  const hireDate = demo ? `${cal.year - 7}-03-04` : fromDays(Math.min(hireDays, refDays - 153));
  const effectiveDate = fromDays(Math.max(toDays(hireDate), toDays(group.effectiveDate)));
  const terminated = !demo && rng.chance(0.04);
  // Terminated between 20 and 2 months ago.
  const termDate = terminated ? fromDays(refDays - 610 + rng.int(0, 540)) : null;
  const address = {
    addressLine1: f.location.streetAddress(),
    addressLine2: rng.chance(0.15) ? `Apt ${rng.int(1, 40)}` : null,
    city: f.location.city(),
    state: f.location.state({ abbreviated: true }),
    zip: f.location.zipCode('#####'),
  };
  const employeeNumber = (c.employeeByGroup.get(group.groupNumber) ?? 100_000) + 1;
  c.employeeByGroup.set(group.groupNumber, employeeNumber);
  const subscriberId = c.member + 1;
  const location = rng.pick(group.locations);
  const people: Person[] = [];
  const add = (
    dep: number,
    relationship: string,
    first: string,
    gender: 'M' | 'F',
    dob: string,
    extra: Partial<Row<typeof s.members>>,
  ) => {
    const id = ++c.member;
    const ssn = randomSsn(rng);
    people.push({ id, dep, dob, gender, first, last });
    b.members.push({
      id,
      memberId: publicMemberId(id),
      groupNumber: group.groupNumber,
      locationNumber: location,
      employeeNumber,
      dependentNumber: dep,
      subscriberId,
      relationship,
      firstName: first,
      middleName: rng.chance(0.3) ? f.person.middleName() : null,
      lastName: last,
      dateOfBirth: dob,
      gender,
      ssnEncrypted: encryptSsn(ssn, ctx.ssnKey),
      ssnLast4: ssnLast4(ssn),
      ssnHmac: ssnLookupHash(ssn, ctx.ssnKey),
      ...address,
      status: terminated ? 'terminated' : 'active',
      effectiveDate:
        dep === 0 ? effectiveDate : fromDays(Math.max(toDays(effectiveDate), toDays(dob))),
      terminationDate: termDate,
      terminationReason: terminated
        ? rng.pick(['Voluntary resignation', 'Reduction in hours', 'Retirement'])
        : null,
      language: rng.chance(0.12) ? 'sp' : 'en',
      createdAt: at(effectiveDate),
      updatedAt: at(effectiveDate),
      ...extra,
    });
  };
  const empFirst = demo ? 'Jordan' : f.person.firstName(empGender === 'M' ? 'male' : 'female');
  add(0, 'employee', empFirst, empGender, empDob, {
    homePhone: f.phone.number({ style: 'national' }),
    workPhone: rng.chance(0.4) ? f.phone.number({ style: 'national' }) : null,
    email: demo
      ? 'employee@demo.test'
      : f.internet
          .email({ firstName: empFirst, lastName: last, provider: 'example.com' })
          .toLowerCase(),
    maritalStatus: married ? 'married' : rng.pick(['single', 'single', 'divorced', 'widowed']),
    hireDate,
    payStatus: rng.pick(['salaried', 'hourly', 'hourly', 'part_time']),
  });
  if (married && people.length < maxPersons) {
    const g = empGender === 'M' ? 'F' : 'M';
    const dob = fromDays(toDays(empDob) + rng.int(-1500, 1500));
    add(people.length, 'spouse', f.person.firstName(g === 'M' ? 'male' : 'female'), g, dob, {
      maritalStatus: 'married',
    });
  }
  for (let k = 0; k < kids && people.length < maxPersons; k++) {
    const g = rng.chance(0.5) ? 'M' : 'F';
    // The demo household has an adult child (21) and a minor; elsewhere children are 0–25.
    const age = demo ? (k === 0 ? 21 : 12) : rng.int(0, 25);
    const dob = demo
      ? k === 0
        ? `${cal.year - 21}-06-15`
        : `${cal.year - 12}-02-20`
      : fromDays(refDays - age * 365 - rng.int(0, 364));
    const first = demo && k === 0 ? 'Riley' : f.person.firstName(g === 'M' ? 'male' : 'female');
    add(people.length, 'child', first, g, dob, {
      email: demo && k === 0 ? 'dependent@demo.test' : null,
      maritalStatus: 'single',
    });
  }
  // Adult dependents decide whether the employee may see their claims.
  for (const p of people) {
    if (p.dep > 0 && ageOn(p.dob, today) >= 18) {
      b.dependentAccess.push({
        dependentMemberId: p.id,
        subscriberMemberId: subscriberId,
        granted: demo ? false : rng.chance(0.6),
        updatedAt: at(today),
      });
    }
  }
  // The demo's adult child (dependent@demo.test, not sharing) asked for confidential communications: her
  // EOBs, letters and notices go to her own address (45 CFR 164.522(b)).
  const adultChild = demo ? people.find((p) => p.dep > 0 && p.first === 'Riley') : undefined;
  if (adultChild)
    b.confidentialContacts.push({
      memberId: adultChild.id,
      addressLine1: 'PO Box 4471',
      addressLine2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78765',
      email: 'riley.private@demo.test',
      paperless: false,
      updatedAt: at(today),
    });
  generateCoverageAndClaims(
    ctx,
    b,
    group,
    people,
    subscriberId,
    employeeNumber,
    effectiveDate,
    termDate,
    demo,
    place,
  );
  generatePaperTrail(ctx, b, group, people, employeeNumber, demo, termDate);
  return people.length;
}
