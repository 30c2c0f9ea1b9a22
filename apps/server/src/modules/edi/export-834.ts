import { coverageCode, genderCode, relationshipCode } from '../scope/codes.js';
import { maritalCode } from '../enrollment/codes.js';
import type { ExportRow } from './repo.js';
import { writeInterchange, x12Text, type Delimiters } from './x12.js';

const D: Delimiters = { element: '*', component: ':', repetition: '^', segment: '~' };

/** Portal coverage types → HD03 insurance line codes. */
const INSURANCE_LINE: Record<string, string> = {
  MED: 'HLT',
  DEN: 'DEN',
  VIS: 'VIS',
  RX: 'PDG',
  LTD: 'LTD',
  STD: 'STD',
};
const LEVEL: Record<string, string> = {
  employee: 'EMP',
  employee_spouse: 'ESP',
  employee_children: 'ECH',
  family: 'FAM',
};

const d8 = (iso: string) => iso.replace(/-/g, '');

export interface ExportMeta {
  groupNumber: number;
  groupName: string;
  /** Interchange control number (1..999999999). */
  control: number;
  now: Date;
}

/**
 * A group's enrollment as an 834 audit/compare file (INS03 030): one member loop per person with current
 * coverage, the employee first; members named by their member id (NM108 ZZ), never by SSN. Households whose
 * employee has no current coverage, or no address, are left out (the importer would refuse them).
 */
export function write834(rows: readonly ExportRow[], meta: ExportMeta): string {
  const date = meta.now.toISOString().slice(0, 10).replace(/-/g, '');
  const time = meta.now.toISOString().slice(11, 16).replace(':', '');
  const control = String(meta.control).padStart(9, '0');
  const body: string[][] = [
    ['BGN', '00', `EXP${meta.groupNumber}-${control}`, date, time, '', '', '', '4'],
    ['REF', '38', String(meta.groupNumber)],
    [
      'N1',
      'P5',
      x12Text(meta.groupName, D) || String(meta.groupNumber),
      'FI',
      String(meta.groupNumber),
    ],
    ['N1', 'IN', 'BENEFITS PORTAL', 'FI', 'BENEFITSPORTAL'],
  ];
  const bySubscriber = new Map<number, ExportRow[]>();
  for (const r of rows) {
    const list = bySubscriber.get(r.subscriberId) ?? [];
    list.push(r);
    bySubscriber.set(r.subscriberId, list);
  }
  for (const people of bySubscriber.values()) {
    const employee = people.find((p) => p.dependentNumber === 0);
    if (!employee || !coveragesOf(employee).length || !addressOf(employee)) continue;
    for (const p of people) {
      if (p !== employee && !coveragesOf(p).length) continue;
      body.push(...memberLoop(p, employee));
    }
  }
  const st = ['ST', '834', '0001', '005010X220A1'];
  const se = ['SE', String(body.length + 2), '0001'];
  return writeInterchange(
    {
      sender: 'BENEFITSPORTAL',
      receiver: `GROUP${meta.groupNumber}`,
      control: meta.control,
      now: meta.now,
      functionalId: 'BE',
      version: '005010X220A1',
    },
    [st, ...body, se],
    1,
    D,
  );
}

function coveragesOf(p: ExportRow) {
  return p.coverages.filter((c) => INSURANCE_LINE[coverageCode(c.coverageType)]);
}

function addressOf(p: ExportRow) {
  const zip = (p.zip ?? '').replace(/-/g, '');
  const state = (p.state ?? '').toUpperCase();
  if (!p.addressLine1 || !p.city || !/^[A-Z]{2}$/.test(state) || !/^\d{5}(\d{4})?$/.test(zip))
    return null;
  return { line1: p.addressLine1, line2: p.addressLine2, city: p.city, state, zip };
}

function memberLoop(p: ExportRow, employee: ExportRow): string[][] {
  const isEmployee = p === employee;
  const rel = isEmployee ? '18' : relationshipCode(p.relationship);
  const out: string[][] = [
    ['INS', isEmployee ? 'Y' : 'N', rel === '18' && !isEmployee ? 'G8' : rel, '030', 'XN', 'A'],
  ];
  if (isEmployee)
    out[0]!.push('', '', p.payStatus === 'hourly' || p.payStatus === 'part_time' ? 'PT' : 'FT');
  out.push(['REF', '0F', employee.memberId]);
  if (isEmployee && p.hireDate) out.push(['DTP', '336', 'D8', d8(p.hireDate)]);
  const nm1 = ['NM1', 'IL', '1', x12Text(p.lastName, D), x12Text(p.firstName, D)];
  nm1.push(x12Text(p.middleName, D), '', '', 'ZZ', p.memberId);
  out.push(nm1);
  if (isEmployee) {
    const per: string[] = [];
    const digits = (v: string | null) => (v ?? '').replace(/\D/g, '');
    if (digits(p.homePhone).length === 10) per.push('HP', digits(p.homePhone));
    if (digits(p.workPhone).length === 10) per.push('WP', digits(p.workPhone));
    if (p.email && /^[^\s@*~:^]+@[^\s@*~:^]+\.[^\s@*~:^]+$/.test(p.email)) per.push('EM', p.email);
    if (per.length) out.push(['PER', 'IP', '', ...per.slice(0, 6)]);
    const a = addressOf(p)!;
    out.push(
      a.line2 ? ['N3', x12Text(a.line1, D), x12Text(a.line2, D)] : ['N3', x12Text(a.line1, D)],
    );
    out.push(['N4', x12Text(a.city, D), a.state, a.zip]);
  }
  const dmg = ['DMG', 'D8', d8(p.dateOfBirth), genderCode(p.gender)];
  if (isEmployee) dmg.push(maritalCode(p.maritalStatus));
  out.push(dmg);
  for (const c of coveragesOf(p)) {
    out.push([
      'HD',
      '030',
      '',
      INSURANCE_LINE[coverageCode(c.coverageType)]!,
      '',
      LEVEL[c.tier] ?? 'EMP',
    ]);
    out.push(['DTP', '348', 'D8', d8(c.effectiveDate)]);
  }
  // Trailing empty elements are not written (X12 syntax).
  return out.map((s) => {
    const r = [...s];
    while (r.length > 1 && r.at(-1) === '') r.pop();
    return r;
  });
}
