import { describe, expect, it } from 'vitest';
import { FhirError } from './errors.js';
import {
  dateMatches,
  decodeCursor,
  encodeCursor,
  parseDate,
  parseSearch,
  parseToken,
  type DateBound,
} from './search.js';

const outcomeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(FhirError);
    return e as FhirError;
  }
  throw new Error('expected a FhirError');
};

describe('parseSearch', () => {
  it('takes the catalogue parameters of the type, _count and _page', () => {
    const q = parseSearch('ExplanationOfBenefit', {
      patient: '12',
      identifier: ['a|1-2-0', '3-4-0,5-6-0'],
      type: 'http://terminology.hl7.org/CodeSystem/claim-type|pharmacy',
      'service-date': ['ge2024-01-01', 'lt2025'],
      _lastUpdated: 'gt2024-06-01T10:00:00Z',
      _count: '5',
    });
    expect(q.patients).toEqual([['12']]);
    expect(q.identifiers).toEqual([
      [{ system: 'a', code: '1-2-0' }],
      [{ code: '3-4-0' }, { code: '5-6-0' }],
    ]);
    expect(q.types).toEqual([
      [{ system: 'http://terminology.hl7.org/CodeSystem/claim-type', code: 'pharmacy' }],
    ]);
    expect(q.serviceDate.map((b) => b.prefix)).toEqual(['ge', 'lt']);
    expect(q.lastUpdated[0]).toMatchObject({ prefix: 'gt', dateOnly: false });
    expect(q.count).toBe(5);
    expect(q.normalized).toEqual([
      ['patient', '12'],
      ['identifier', 'a|1-2-0'],
      ['identifier', '3-4-0,5-6-0'],
      ['_lastUpdated', 'gt2024-06-01T10:00:00Z'],
      ['service-date', 'ge2024-01-01'],
      ['service-date', 'lt2025'],
      ['type', 'http://terminology.hl7.org/CodeSystem/claim-type|pharmacy'],
      ['_count', '5'],
    ]);
  });

  it('takes the _include values the catalogue lists, with an optional target type', () => {
    expect(
      parseSearch('ExplanationOfBenefit', {
        _include: ['ExplanationOfBenefit:*', 'ExplanationOfBenefit:provider:Practitioner'],
      }).includes,
    ).toEqual([{ param: '*' }, { param: 'provider', target: 'Practitioner' }]);
    expect(parseSearch('Coverage', { _include: 'Coverage:payor' }).includes).toEqual([
      { param: 'payor' },
    ]);
    for (const bad of [
      'Coverage:payor',
      'ExplanationOfBenefit:*:Patient',
      'ExplanationOfBenefit:provider:Claim',
      'ExplanationOfBenefit',
    ])
      expect(outcomeOf(() => parseSearch('ExplanationOfBenefit', { _include: bad })).status).toBe(
        400,
      );
    // Types without includes do not take the parameter at all.
    expect(
      outcomeOf(() => parseSearch('Patient', { _include: 'Patient:x' })).outcome.issue[0]!.code,
    ).toBe('not-supported');
  });

  it('defaults _count to 20 and caps it at 100', () => {
    expect(parseSearch('Coverage', {}).count).toBe(20);
    expect(parseSearch('Coverage', { _count: '1000' }).count).toBe(100);
    expect(parseSearch('Coverage', { _count: '1000' }).normalized).toEqual([['_count', '100']]);
    expect(outcomeOf(() => parseSearch('Coverage', { _count: '0' })).status).toBe(400);
    expect(outcomeOf(() => parseSearch('Coverage', { _count: '-1' })).status).toBe(400);
    expect(outcomeOf(() => parseSearch('Coverage', { _count: 'ten' })).status).toBe(400);
    expect(outcomeOf(() => parseSearch('Coverage', { _count: ['1', '2'] })).status).toBe(400);
  });

  it('refuses unknown parameters with an OperationOutcome naming each, unless lenient', () => {
    const e = outcomeOf(() => parseSearch('Patient', { patient: '1', _sort: 'x', name: 'y' }));
    expect(e.status).toBe(400);
    expect(e.outcome.resourceType).toBe('OperationOutcome');
    expect(e.outcome.issue.map((i) => [i.severity, i.code, i.expression])).toEqual([
      ['error', 'not-supported', ['_sort']],
      ['error', 'not-supported', ['name']],
      ['error', 'not-supported', ['patient']],
    ]);
    const lenient = parseSearch('Patient', { _sort: 'x' }, { lenient: true });
    expect(lenient.ignored).toEqual(['_sort']);
    expect(lenient.normalized).toEqual([]);
    // service-date and type belong to EOB only.
    expect(outcomeOf(() => parseSearch('Coverage', { type: 'x' })).status).toBe(400);
  });

  it('refuses malformed values', () => {
    for (const query of [
      { _id: 'a b' },
      { _id: '' },
      { _id: '1,' },
      { _lastUpdated: 'yesterday' },
      { _lastUpdated: '2024-13-01' },
      { _lastUpdated: '2024-02-30' },
      { _lastUpdated: '2024-02-01T10:00' },
      { _format: 'xml' },
      { identifier: '|' },
      { _page: 'not a cursor!' },
    ])
      expect(outcomeOf(() => parseSearch('Patient', query)).status, JSON.stringify(query)).toBe(
        400,
      );
    expect(
      outcomeOf(() =>
        parseSearch('ExplanationOfBenefit', { 'service-date': '2024-01-01T00:00:00Z' }),
      ).status,
    ).toBe(400);
    expect(parseSearch('Patient', { _format: 'application/fhir+json' }).count).toBe(20);
  });
});

describe('parseToken', () => {
  it('reads the four token forms', () => {
    expect(parseToken('identifier', 'abc')).toEqual({ code: 'abc' });
    expect(parseToken('identifier', 'sys|abc')).toEqual({ system: 'sys', code: 'abc' });
    expect(parseToken('identifier', '|abc')).toEqual({ system: null, code: 'abc' });
    expect(parseToken('identifier', 'sys|')).toEqual({ system: 'sys' });
    expect(parseToken('identifier', 'a\\,b')).toEqual({ code: 'a,b' });
  });
});

describe('parseDate and dateMatches', () => {
  const d = (s: string) => new Date(s);
  const day = (iso: string): [Date, Date] => [d(`${iso}T00:00:00Z`), d(`${iso}T24:00:00Z`)];

  it('turns the precision into an interval', () => {
    expect(parseDate('x', '2024', true)).toMatchObject({
      prefix: 'eq',
      start: d('2024-01-01T00:00:00Z'),
      end: d('2025-01-01T00:00:00Z'),
    });
    expect(parseDate('x', 'ge2024-02', true)).toMatchObject({
      prefix: 'ge',
      start: d('2024-02-01T00:00:00Z'),
      end: d('2024-03-01T00:00:00Z'),
    });
    expect(parseDate('x', 'lt2024-02-29', true)).toMatchObject({
      prefix: 'lt',
      end: d('2024-03-01T00:00:00Z'),
    });
    const t = parseDate('x', 'sa2024-02-01T10:00:00+02:00', false);
    expect(t).toMatchObject({ prefix: 'sa', start: d('2024-02-01T08:00:00Z'), dateOnly: false });
    expect(t.end.getTime() - t.start.getTime()).toBe(1000);
  });

  it('applies the prefixes to ranges as FHIR says', () => {
    const b = (s: string): DateBound => parseDate('x', s, true);
    const jan15 = day('2024-01-15');
    expect(dateMatches(b('2024-01'), ...jan15)).toBe(true);
    expect(dateMatches(b('2024-02'), ...jan15)).toBe(false);
    expect(dateMatches(b('ne2024-02'), ...jan15)).toBe(true);
    expect(dateMatches(b('gt2024-01-14'), ...jan15)).toBe(true);
    expect(dateMatches(b('gt2024-01-15'), ...jan15)).toBe(false);
    expect(dateMatches(b('ge2024-01-15'), ...jan15)).toBe(true);
    expect(dateMatches(b('lt2024-01-15'), ...jan15)).toBe(false);
    expect(dateMatches(b('lt2024-01-16'), ...jan15)).toBe(true);
    expect(dateMatches(b('le2024-01-15'), ...jan15)).toBe(true);
    expect(dateMatches(b('sa2024-01-14'), ...jan15)).toBe(true);
    expect(dateMatches(b('eb2024-01-16'), ...jan15)).toBe(true);
    expect(dateMatches(b('eb2024-01-15'), ...jan15)).toBe(false);
    // A three-day stay overlaps a day in its middle: not eq, both gt and lt.
    const stay: [Date, Date] = [d('2024-03-01T00:00:00Z'), d('2024-03-04T00:00:00Z')];
    expect(dateMatches(b('2024-03-02'), ...stay)).toBe(false);
    expect(dateMatches(b('gt2024-03-02'), ...stay)).toBe(true);
    expect(dateMatches(b('lt2024-03-02'), ...stay)).toBe(true);
  });
});

describe('cursor', () => {
  it('round-trips and refuses what this server did not issue', () => {
    const c = { key: '2024-05-06', id: 42 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(encodeCursor({ key: null, id: 7 }))).toEqual({ key: null, id: 7 });
    for (const bad of [
      'xyz',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["x",1]').toString('base64url'),
    ])
      expect(outcomeOf(() => decodeCursor(bad)).status).toBe(400);
  });
});
