import { describe, expect, it } from 'vitest';
import { formatPermissions, parsePermissions, permissionId } from '@bp/contract/permissions';
import {
  EMPTY_DECISION,
  canDecidePrecerts,
  nextStatuses,
  validateDecision,
} from './precert-decision-rules';

const perms = (...pairs: [Parameters<typeof permissionId>[0], boolean][]) =>
  parsePermissions(
    formatPermissions(pairs.map(([k, readonly]) => ({ permissionId: permissionId(k), readonly }))),
  );

describe('pre-certification decision rules', () => {
  it('needs Pre-certification Form or WLT Precert Details with write', () => {
    expect(canDecidePrecerts(perms(['WLT_PRECERTS', false]))).toBe(false);
    expect(canDecidePrecerts(perms(['PRE_CERTIFICATION', true]))).toBe(false);
    expect(canDecidePrecerts(perms(['WLT_PRECERT_DETAILS', true], ['WLT_PRECERTS', false]))).toBe(
      false,
    );
    expect(canDecidePrecerts(perms(['PRE_CERTIFICATION', false]))).toBe(true);
    expect(canDecidePrecerts(perms(['WLT_PRECERT_DETAILS', false]))).toBe(true);
  });

  it('offers every decision on a pending request, only closing a decided one, nothing on a final one', () => {
    expect(nextStatuses('Pending')).toEqual([
      'Approved',
      'PartiallyApproved',
      'Denied',
      'Withdrawn',
      'Closed',
    ]);
    expect(nextStatuses('Approved')).toEqual(['Closed']);
    expect(nextStatuses('Denied')).toEqual(['Closed']);
    expect(nextStatuses('Closed')).toEqual([]);
    expect(nextStatuses('Withdrawn')).toEqual([]);
  });

  it('needs a status, a reason to deny, and whole days for an approval', () => {
    expect(validateDecision('P1', EMPTY_DECISION)).toEqual({
      ok: false,
      fields: { status: 'required' },
    });
    expect(validateDecision('P1', { ...EMPTY_DECISION, status: 'Denied' })).toEqual({
      ok: false,
      fields: { decisionReason: 'required' },
    });
    expect(
      validateDecision('P1', { ...EMPTY_DECISION, status: 'Approved', daysApproved: '3.5' }),
    ).toEqual({ ok: false, fields: { daysApproved: 'numeric' } });
    expect(
      validateDecision('P1', { ...EMPTY_DECISION, status: 'Approved', daysApproved: '400' }),
    ).toEqual({ ok: false, fields: { daysApproved: expect.any(String) } });
    expect(
      validateDecision('P1', {
        status: 'Denied',
        daysApproved: '5',
        decisionReason: ' Not medically necessary ',
        note: '',
      }),
    ).toEqual({
      ok: true,
      data: { certNo: 'P1', status: 'Denied', decisionReason: 'Not medically necessary' },
    });
    expect(
      validateDecision('P1', { ...EMPTY_DECISION, status: 'Approved', daysApproved: '5' }),
    ).toEqual({ ok: true, data: { certNo: 'P1', status: 'Approved', daysApproved: 5 } });
  });
});
