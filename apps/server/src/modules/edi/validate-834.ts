/**
 * Validation of an X12 834 (005010X220A1) benefit enrollment file: the envelope (ISA/GS/ST … SE/GE/IEA
 * counts and control numbers), the header (BGN, REF*38 = the group, N1*P5, N1*IN) and every member loop
 * (2000 INS/REF/DTP, 2100A NM1/PER/N3/N4/DMG, 2300 HD/DTP), with one error per problem where it is.
 * Pure: the database checks (who exists, which plans) happen when the file is applied.
 */
import { isIsoDate, todayIso } from '../../clock.js';
import { el, tokenize, type Segment } from './x12.js';
import {
  EdiReport,
  checkEnvelope,
  checkTransactionSet,
  elementName as name,
  notX12,
  type EdiError,
} from './envelope.js';

import type { EdiMessageKey } from '@bp/contract/api/edi';

export type { EdiMessageKey, EdiError };
export { MAX_EDI_ERRORS } from './envelope.js';

export type MaintenanceType = '001' | '021' | '024' | '025' | '030';
export type CoverageCode = 'MED' | 'DEN' | 'VIS' | 'RX' | 'LTD' | 'STD';

export interface Coverage834 {
  coverage: CoverageCode;
  maintenance: string;
  begin: string | null;
  end: string | null;
  /** HD05 coverage level as sent (EMP, ESP, ECH, FAM …), or null. */
  level: string | null;
}

/** One member loop (2000) as read: ISO dates, X12 codes. */
export interface Member834 {
  segment: Segment;
  subscriber: boolean;
  relationship: string;
  maintenance: MaintenanceType;
  subscriberNumber: string;
  ssn: string | null;
  /** NM109 when NM108 is ZZ: the portal's member id (the export's identifier). */
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  maritalStatus: string;
  employmentStatus: string;
  hireDate: string | null;
  eligibilityEnd: string | null;
  address: { line1: string; line2: string; city: string; state: string; zip: string } | null;
  homePhone: string | null;
  workPhone: string | null;
  email: string | null;
  coverages: Coverage834[];
}

export interface Household834 {
  subscriber: Member834;
  dependents: Member834[];
}

export interface Parsed834 {
  errors: EdiError[];
  groupNumber: string | null;
  households: Household834[];
  segmentCount: number;
}

const RELATIONSHIPS = new Set(['18', '01', '19', '53', '15', 'G8']);
const MAINTENANCE = new Set(['001', '021', '024', '025', '030']);
const HD_MAINTENANCE = new Set(['001', '002', '021', '024', '025', '026', '030', '032']);
const MAINTENANCE_REASONS = new Set(
  '01 02 03 04 05 06 07 08 09 10 11 14 15 16 17 18 20 21 22 25 26 27 28 29 31 32 33 37 38 39 40 41 43 59 AA AB AC AD AE AF AG AH AI AJ AL EC XN XT'.split(
    ' ',
  ),
);
const BENEFIT_STATUS = new Set(['A', 'C', 'S', 'T']);
const EMPLOYMENT_STATUS = new Set(['AC', 'AO', 'AU', 'FT', 'L1', 'PT', 'RT', 'TE']);
const GENDERS = new Set(['M', 'F', 'U']);
const MARITAL = new Set(['A', 'B', 'D', 'I', 'M', 'R', 'S', 'U', 'W', 'X']);
/** HD03 insurance line codes → the portal's coverage types. */
export const INSURANCE_LINES: Record<string, CoverageCode> = {
  HLT: 'MED',
  HMO: 'MED',
  PPO: 'MED',
  POS: 'MED',
  EPO: 'MED',
  MM: 'MED',
  DEN: 'DEN',
  VIS: 'VIS',
  PDG: 'RX',
  LTD: 'LTD',
  STD: 'STD',
};
const COVERAGE_LEVELS = new Set(
  'CHD DEP E1D E2D E3D E5D E6D E7D E8D E9D ECH EMP ESP FAM IND SPC SPO TWO'.split(' '),
);
const BGN_PURPOSE = new Set(['00', '15', '22']);
const BGN_ACTION = new Set(['', '2', '4', 'RX']);
const HEADER_TAGS = new Set(['BGN', 'REF', 'DTP', 'QTY', 'N1', 'N2', 'N3', 'N4', 'PER', 'ACT']);

/** CCYYMMDD → ISO date, or null when it is not a calendar date. */
export function x12Date(v: string): string | null {
  if (!/^\d{8}$/.test(v)) return null;
  const iso = `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  return isIsoDate(iso) ? iso : null;
}

/** A nine-digit SSN (§5) whose area, group and serial are not all zeros (never issued). */
export function validSsn(v: string): boolean {
  return (
    /^\d{9}$/.test(v) && !v.startsWith('000') && v.slice(3, 5) !== '00' && v.slice(5) !== '0000'
  );
}

class Report extends EdiReport {
  date(s: Segment, qualifierAt: number): string | null {
    const q = el(s, qualifierAt).trim();
    if (q !== 'D8') {
      this.add(s, name(s, qualifierAt), q ? 'ediInvalidCode' : 'ediRequiredElement');
      return null;
    }
    const v = el(s, qualifierAt + 1).trim();
    if (!v) {
      this.add(s, name(s, qualifierAt + 1), 'ediRequiredElement');
      return null;
    }
    const d = x12Date(v);
    if (!d) this.add(s, name(s, qualifierAt + 1), 'ediInvalidDate');
    return d;
  }
}

/** Validates an 834 file's text; `groupNumber` is the group the caller imports for (REF*38 must match). */
export function validate834(text: string, groupNumber: number): Parsed834 {
  const tokens = tokenize(text);
  if (tokens === 'notX12')
    return { errors: [notX12(text)], groupNumber: null, households: [], segmentCount: 0 };
  const segs = tokens.segments;
  const r = new Report();
  const households: Household834[] = [];
  let fileGroup: string | null = null;
  checkEnvelope(segs, r, { functionalId: 'BE', version: '005010X220A1' }, (st, body, se) =>
    transaction(r, st, body, se, groupNumber, households, (g) => (fileGroup ??= g)),
  );
  return { errors: r.errors, groupNumber: fileGroup, households, segmentCount: segs.length };
}

function transaction(
  r: Report,
  st: Segment,
  body: Segment[],
  se: Segment | undefined,
  groupNumber: number,
  households: Household834[],
  seenGroup: (g: string) => void,
) {
  checkTransactionSet(r, st, body, se, { id: '834', version: '005010X220A1' });
  let k = 0;
  const bgn = body[0];
  if (bgn?.tag !== 'BGN') r.add(bgn ?? st, 'BGN', 'ediMissingSegment');
  else {
    k = 1;
    r.code(bgn, 1, BGN_PURPOSE);
    r.need(bgn, 2);
    r.date({ ...bgn, elements: ['D8', ...bgn.elements.slice(2)] }, 1);
    r.code(bgn, 8, BGN_ACTION, false);
  }
  let ref38 = false;
  const n1 = new Set<string>();
  for (; k < body.length && body[k]!.tag !== 'INS'; k++) {
    const s = body[k]!;
    if (!HEADER_TAGS.has(s.tag) || s.tag === 'BGN') {
      r.add(s, null, 'ediUnexpectedSegment');
      continue;
    }
    if (s.tag === 'REF' && el(s, 1) === '38') {
      ref38 = true;
      const g = r.need(s, 2);
      seenGroup(g);
      if (g && g !== String(groupNumber)) r.add(s, 'REF02', 'ediGroupMismatch');
    }
    if (s.tag === 'N1') n1.add(el(s, 1));
    if (s.tag === 'DTP') r.date(s, 2);
  }
  const anchor = body[k] ?? se ?? st;
  if (!ref38) r.add(anchor, 'REF*38', 'ediMissingSegment');
  if (!n1.has('P5')) r.add(anchor, 'N1*P5', 'ediMissingSegment');
  if (!n1.has('IN')) r.add(anchor, 'N1*IN', 'ediMissingSegment');
  if (k >= body.length) r.add(anchor, 'INS', 'ediMissingSegment');
  let current: Household834 | null = null;
  // A subscriber loop with errors is already reported: its dependents are not reported again.
  let brokenSubscriber = false;
  while (k < body.length) {
    const ins = body[k]!;
    let end = k + 1;
    while (end < body.length && body[end]!.tag !== 'INS') end++;
    const m = member(r, ins, body.slice(k + 1, end), groupNumber);
    if (!m) {
      if (el(ins, 1) !== 'N') {
        current = null;
        brokenSubscriber = true;
      }
    } else if (m.subscriber) {
      current = { subscriber: m, dependents: [] };
      brokenSubscriber = false;
      households.push(current);
    } else if (!current || current.subscriber.subscriberNumber !== m.subscriberNumber) {
      if (!brokenSubscriber) r.add(ins, null, 'ediDependentWithoutSubscriber');
    } else current.dependents.push(m);
    k = end;
  }
}

/** One member loop: INS and the segments up to the next INS. */
function member(r: Report, ins: Segment, loop: Segment[], groupNumber: number): Member834 | null {
  const before = r.errors.length;
  const flag = r.code(ins, 1, new Set(['Y', 'N']));
  const relationship = r.code(ins, 2, RELATIONSHIPS);
  if (flag === 'Y' && relationship && relationship !== '18') r.add(ins, 'INS02', 'ediInvalidCode');
  if (flag === 'N' && relationship === '18') r.add(ins, 'INS02', 'ediInvalidCode');
  const maintenance = r.code(ins, 3, MAINTENANCE) as MaintenanceType;
  r.code(ins, 4, MAINTENANCE_REASONS);
  r.code(ins, 5, BENEFIT_STATUS);
  const employmentStatus = r.code(ins, 8, EMPLOYMENT_STATUS, false);
  const subscriber = flag === 'Y';
  const adding = maintenance !== '024';

  let subscriberNumber = '';
  let hireDate: string | null = null;
  let eligibilityEnd: string | null = null;
  let eligibilityBegin: string | null = null;
  let nm1: Segment | undefined;
  let ssn: string | null = null;
  let memberNumber: string | null = null;
  let firstName = '';
  let lastName = '';
  let dateOfBirth = '';
  let gender = 'U';
  let maritalStatus = 'U';
  let address = null as Member834['address'];
  let n3: Segment | undefined;
  let dmg: Segment | undefined;
  let homePhone: string | null = null;
  let workPhone: string | null = null;
  let email: string | null = null;
  const coverages: Coverage834[] = [];
  let ref0f = false;
  /** '2000' until NM1*IL, '2100A' after it, 'other' in loops we skip, '2300' in a coverage. */
  let loopId: '2000' | '2100A' | 'other' | '2300' = '2000';
  let hd: { seg: Segment; c: Coverage834 | null; begin: boolean } | null = null;
  const closeHd = () => {
    if (hd && !hd.begin && hd.c?.maintenance !== '024')
      r.add(hd.seg, 'DTP*348', 'ediMissingSegment');
    if (hd && hd.c?.maintenance === '024' && !hd.c.end)
      r.add(hd.seg, 'DTP*349', 'ediMissingSegment');
    hd = null;
  };
  for (const s of loop) {
    if (s.tag === 'NM1') {
      closeHd();
      if (el(s, 1) === 'IL') {
        if (nm1) r.add(s, null, 'ediUnexpectedSegment');
        nm1 = s;
        loopId = '2100A';
        if (el(s, 2) !== '1') r.add(s, 'NM102', 'ediInvalidCode');
        lastName = r.need(s, 3);
        firstName = r.need(s, 4);
        const q = el(s, 8);
        const id = el(s, 9).trim();
        if (q === '34') {
          if (!validSsn(id)) r.add(s, 'NM109', 'ediInvalidSsn');
          else ssn = id;
        } else if (q === 'ZZ') {
          if (!id) r.add(s, 'NM109', 'ediRequiredElement');
          memberNumber = id || null;
        } else if (q) r.add(s, 'NM108', 'ediInvalidCode');
        else if (subscriber) r.add(s, 'NM108', 'ediRequiredElement');
      } else loopId = 'other';
      continue;
    }
    if (s.tag === 'HD') {
      closeHd();
      loopId = '2300';
      const hm = r.code(s, 1, HD_MAINTENANCE);
      const line = r.code(s, 3, new Set(Object.keys(INSURANCE_LINES)));
      const level = r.code(s, 5, COVERAGE_LEVELS, false) || null;
      const c = INSURANCE_LINES[line]
        ? { coverage: INSURANCE_LINES[line]!, maintenance: hm, begin: null, end: null, level }
        : null;
      if (c) coverages.push(c);
      hd = { seg: s, c, begin: false };
      continue;
    }
    if (['LX', 'COB', 'LS', 'LE', 'N1', 'ACT'].includes(s.tag)) {
      // 2310 provider, 2320 COB, 2700/2750 reporting categories: accepted, not loaded.
      if (s.tag !== 'LE') {
        closeHd();
        loopId = 'other';
      }
      continue;
    }
    if (loopId === 'other') continue;
    if (loopId === '2000') {
      if (s.tag === 'REF') {
        const q = el(s, 1);
        const v = r.need(s, 2);
        if (q === '0F') {
          if (ref0f) r.add(s, null, 'ediUnexpectedSegment');
          ref0f = true;
          subscriberNumber = v;
          if (v.length > 50) r.add(s, 'REF02', 'ediInvalidValue');
        } else if (q === '1L' && v && v !== String(groupNumber))
          r.add(s, 'REF02', 'ediGroupMismatch');
        continue;
      }
      if (s.tag === 'DTP') {
        const d = r.date(s, 2);
        if (el(s, 1) === '336') hireDate = d;
        if (el(s, 1) === '356') eligibilityBegin = d;
        if (el(s, 1) === '357') eligibilityEnd = d;
        if (!el(s, 1)) r.add(s, 'DTP01', 'ediRequiredElement');
        continue;
      }
      r.add(s, null, 'ediUnexpectedSegment');
      continue;
    }
    if (loopId === '2100A') {
      if (s.tag === 'N3') {
        n3 = s;
        address = {
          line1: r.need(s, 1),
          line2: el(s, 2).trim(),
          city: address?.city ?? '',
          state: address?.state ?? '',
          zip: address?.zip ?? '',
        };
      } else if (s.tag === 'N4') {
        if (!n3) r.add(s, 'N3', 'ediMissingSegment');
        const city = r.need(s, 1);
        const state = r.need(s, 2);
        const zip = r.need(s, 3);
        if (state && !/^[A-Z]{2}$/.test(state)) r.add(s, 'N402', 'ediInvalidValue');
        if (zip && !/^\d{5}(\d{4})?$/.test(zip)) r.add(s, 'N403', 'ediInvalidValue');
        address = {
          line1: address?.line1 ?? '',
          line2: address?.line2 ?? '',
          city,
          state,
          zip: zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip,
        };
        if (!n3) address = null;
      } else if (s.tag === 'DMG') {
        dmg = s;
        const d = r.date(s, 1);
        if (d && d > todayIso()) r.add(s, 'DMG02', 'ediFutureDate');
        dateOfBirth = d ?? '';
        gender = r.code(s, 3, GENDERS) || 'U';
        maritalStatus = r.code(s, 4, MARITAL, false) || 'U';
      } else if (s.tag === 'PER') {
        for (let n = 3; n <= 7; n += 2) {
          const q = el(s, n);
          const v = el(s, n + 1).trim();
          if (!q) continue;
          if (q === 'EM') {
            if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) r.add(s, name(s, n + 1), 'ediInvalidValue');
            email = v;
          } else if (['HP', 'WP', 'TE', 'CP'].includes(q)) {
            if (!/^\d{10}$/.test(v)) r.add(s, name(s, n + 1), 'ediInvalidValue');
            const phone = `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`;
            if (q === 'WP') workPhone = phone;
            else homePhone = phone;
          }
        }
      } else if (!['EC', 'ICM', 'AMT', 'HLH', 'LUI', 'N2'].includes(s.tag))
        r.add(s, null, 'ediUnexpectedSegment');
      continue;
    }
    // 2300
    if (s.tag === 'DTP' && hd) {
      const d = r.date(s, 2);
      if (el(s, 1) === '348' && hd.c) {
        hd.c.begin = d;
        hd.begin = true;
      } else if (el(s, 1) === '348') hd.begin = true;
      if (el(s, 1) === '349' && hd.c) {
        hd.c.end = d;
        if (d && hd.c.begin && d < hd.c.begin) r.add(s, 'DTP03', 'ediDateOrder');
      }
    } else if (!['AMT', 'REF', 'IDC', 'DTP'].includes(s.tag))
      r.add(s, null, 'ediUnexpectedSegment');
  }
  closeHd();
  const anchor = ins;
  if (!ref0f) r.add(anchor, 'REF*0F', 'ediMissingSegment');
  if (!nm1) r.add(anchor, 'NM1*IL', 'ediMissingSegment');
  if (adding) {
    if (!dmg) r.add(nm1 ?? anchor, 'DMG', 'ediMissingSegment');
    if (subscriber && !n3) r.add(nm1 ?? anchor, 'N3', 'ediMissingSegment');
    if (subscriber && !address?.city) r.add(nm1 ?? anchor, 'N4', 'ediMissingSegment');
    if (!coverages.some((c) => c.maintenance !== '024')) r.add(anchor, 'HD', 'ediMissingSegment');
  } else if (!eligibilityEnd && !coverages.some((c) => c.end))
    r.add(anchor, 'DTP*357', 'ediMissingSegment');
  if (eligibilityBegin && eligibilityEnd && eligibilityEnd < eligibilityBegin)
    r.add(anchor, 'DTP*357', 'ediDateOrder');
  if (r.errors.length > before) return null;
  return {
    segment: ins,
    subscriber,
    relationship,
    maintenance,
    subscriberNumber,
    ssn,
    memberNumber,
    firstName,
    lastName,
    dateOfBirth,
    gender,
    maritalStatus,
    employmentStatus,
    hireDate,
    eligibilityEnd,
    address,
    homePhone,
    workPhone,
    email,
    coverages,
  };
}
