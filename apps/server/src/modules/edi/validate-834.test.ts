import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate834, validSsn, x12Date } from './validate-834.js';
import { tokenize } from './x12.js';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/834', name), 'utf8');
const ADD = fixture('add-subscriber-spouse-child.edi');

/** Replaces the first occurrence of a segment text in a file. */
const swap = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};
const keys = (text: string, group = 1001) =>
  validate834(text, group).errors.map((e) => [e.line, e.segment, e.element, e.messageKey]);

describe('X12 tokenizer', () => {
  it('reads delimiters from the ISA header and numbers segments and lines', () => {
    const t = tokenize(ADD);
    if (t === 'notX12') throw new Error('not X12');
    expect(t.delimiters).toEqual({ element: '*', component: ':', repetition: '^', segment: '~' });
    expect(t.segments[8]).toMatchObject({ index: 9, line: 9, tag: 'INS' });
    expect(t.segments.at(-1)).toMatchObject({ tag: 'IEA', line: 38 });
  });

  it('reads a file on one line with other delimiters', () => {
    const oneLine = ADD.replace(/~\n/g, '~').replace(/\*/g, '|');
    const t = tokenize(oneLine);
    if (t === 'notX12') throw new Error('not X12');
    expect(t.delimiters.element).toBe('|');
    expect(t.segments).toHaveLength(38);
    expect(t.segments[8]).toMatchObject({ index: 9, line: 1, tag: 'INS' });
    expect(validate834(oneLine, 1001).errors).toEqual([]);
  });

  it('refuses what is not an interchange by its content', () => {
    expect(tokenize('%PDF-1.7 ...')).toBe('notX12');
    expect(tokenize('ISA*00*short~')).toBe('notX12');
    // Segment terminator equal to the element separator: inconsistent delimiters.
    expect(tokenize(ADD.slice(0, 105) + '*' + ADD.slice(106))).toBe('notX12');
    expect(keys('name,ssn\nDoe,123456789\n')).toEqual([[1, 'nam', null, 'ediNotX12']]);
  });
});

describe('834 validation of the published sample shapes', () => {
  it('accepts an added subscriber with a spouse and a child', () => {
    const p = validate834(ADD, 1001);
    expect(p.errors).toEqual([]);
    expect(p.groupNumber).toBe('1001');
    expect(p.households).toHaveLength(1);
    const h = p.households[0]!;
    expect(h.subscriber).toMatchObject({
      maintenance: '021',
      relationship: '18',
      ssn: '512340001',
      firstName: 'ROSALIND',
      dateOfBirth: '1984-03-12',
      maritalStatus: 'M',
      hireDate: '2025-12-01',
      homePhone: '217-555-0142',
      address: { line1: '742 MAPLE AVENUE', line2: 'APT 3', city: 'SPRINGFIELD', state: 'IL' },
    });
    expect(h.subscriber.coverages.map((c) => [c.coverage, c.begin])).toEqual([
      ['MED', '2026-01-01'],
      ['DEN', '2026-01-01'],
    ]);
    expect(h.dependents.map((d) => [d.relationship, d.firstName, d.ssn])).toEqual([
      ['01', 'MATEO', '512340002'],
      ['19', 'LUCIA', null],
    ]);
  });

  it('accepts a change and terminations', () => {
    const change = validate834(fixture('change-address.edi'), 1001);
    expect(change.errors).toEqual([]);
    expect(change.households[0]!.subscriber.address?.zip).toBe('61820-1234');
    const dep = validate834(fixture('terminate-dependent.edi'), 1001);
    expect(dep.errors).toEqual([]);
    expect(dep.households[0]!.dependents[0]).toMatchObject({
      maintenance: '024',
      eligibilityEnd: '2026-03-31',
    });
    const sub = validate834(fixture('terminate-subscriber.edi'), 1001);
    expect(sub.errors).toEqual([]);
    expect(sub.households[0]!.subscriber.maintenance).toBe('024');
  });
});

describe('834 validation errors, line by line', () => {
  it('reports a bad segment with its line and element', () => {
    expect(keys(swap(ADD, 'DMG*D8*19821107*M*M~', 'DMG*D8*19821340*M*M~'))).toEqual([
      [25, 'DMG', 'DMG02', 'ediInvalidDate'],
    ]);
    expect(keys(swap(ADD, 'INS*N*19*021*28*A~', 'INS*N*19*099*28*A~'))).toEqual([
      [30, 'INS', 'INS03', 'ediInvalidCode'],
    ]);
    expect(keys(swap(ADD, '*34*512340002~', '*34*51234000~'))).toEqual([
      [24, 'NM1', 'NM109', 'ediInvalidSsn'],
    ]);
    expect(keys(swap(ADD, 'N4*SPRINGFIELD*IL*62704~', 'N4*SPRINGFIELD*IL*6270~'))).toEqual([
      [16, 'N4', 'N403', 'ediInvalidValue'],
    ]);
    expect(keys(swap(ADD, 'HD*021**DEN**FAM~', 'HD*021**XYZ**FAM~'))).toEqual([
      [20, 'HD', 'HD03', 'ediInvalidCode'],
    ]);
    expect(keys(swap(ADD, 'DMG*D8*20150609*F~', 'DMG*D8*29990609*F~'))).toEqual([
      [33, 'DMG', 'DMG02', 'ediFutureDate'],
    ]);
  });

  it('checks the envelope counts and control numbers', () => {
    expect(keys(swap(ADD, 'SE*34*0001~', 'SE*33*0002~'))).toEqual([
      [36, 'SE', 'SE01', 'ediCountMismatch'],
      [36, 'SE', 'SE02', 'ediControlMismatch'],
    ]);
    expect(keys(swap(ADD, 'GE*1*101~', 'GE*2*109~'))).toEqual([
      [37, 'GE', 'GE01', 'ediCountMismatch'],
      [37, 'GE', 'GE02', 'ediControlMismatch'],
    ]);
    expect(keys(swap(ADD, 'IEA*1*000000101~', 'IEA*1*000000102~'))).toEqual([
      [38, 'IEA', 'IEA02', 'ediControlMismatch'],
    ]);
    expect(keys(swap(ADD, 'IEA*1*000000101~\n', ''))).toEqual([
      [37, 'GE', 'IEA', 'ediMissingSegment'],
    ]);
    expect(keys(swap(ADD, 'ST*834*0001*005010X220A1~', 'ST*835*0001*005010X221A1~'))).toEqual([
      [3, 'ST', 'ST01', 'ediWrongTransaction'],
      [3, 'ST', 'ST03', 'ediWrongTransaction'],
    ]);
    expect(keys(ADD + 'NM1*IL*1*EXTRA~\n')).toEqual([[39, 'NM1', null, 'ediUnexpectedSegment']]);
  });

  it('requires the member loop segments and the group', () => {
    // No N3/N4 for the subscriber; the SE count follows the removal.
    const noAddress = swap(
      swap(ADD, 'N3*742 MAPLE AVENUE*APT 3~\nN4*SPRINGFIELD*IL*62704~\n', ''),
      'SE*34*',
      'SE*32*',
    );
    expect(keys(noAddress)).toEqual([
      [13, 'NM1', 'N3', 'ediMissingSegment'],
      [13, 'NM1', 'N4', 'ediMissingSegment'],
    ]);
    const noRef = swap(swap(ADD, 'REF*0F*512340001~\nREF*1L', 'REF*1L'), 'SE*34*', 'SE*33*');
    expect(keys(noRef)).toEqual([[9, 'INS', 'REF*0F', 'ediMissingSegment']]);
    expect(keys(ADD, 2002)).toEqual([
      [5, 'REF', 'REF02', 'ediGroupMismatch'],
      [11, 'REF', 'REF02', 'ediGroupMismatch'],
    ]);
    const noCoverageDate = swap(
      swap(ADD, 'HD*021**HLT**FAM~\nDTP*348*D8*20260101~\nSE', 'HD*021**HLT**FAM~\nSE'),
      'SE*34*',
      'SE*33*',
    );
    expect(keys(noCoverageDate)).toEqual([[34, 'HD', 'DTP*348', 'ediMissingSegment']]);
  });

  it('reports a dependent whose subscriber is not before it', () => {
    const orphan = swap(
      ADD,
      'INS*N*19*021*28*A~\nREF*0F*512340001~',
      'INS*N*19*021*28*A~\nREF*0F*599990001~',
    );
    expect(keys(orphan)).toEqual([[30, 'INS', null, 'ediDependentWithoutSubscriber']]);
  });

  it('reads dates and SSNs strictly', () => {
    expect(x12Date('20240229')).toBe('2024-02-29');
    expect(x12Date('20230229')).toBeNull();
    expect(x12Date('2024-02-01')).toBeNull();
    expect(validSsn('512340001')).toBe(true);
    expect(validSsn('000123456')).toBe(false);
    expect(validSsn('512000001')).toBe(false);
    expect(validSsn('512340000')).toBe(false);
    expect(validSsn('51234000A')).toBe(false);
  });
});
