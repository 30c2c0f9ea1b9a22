import { describe, expect, it } from 'vitest';
import { allowedDecisions, decisionMessage } from './decision.js';

describe('allowedDecisions', () => {
  it('a pending request takes any decision; a decided one only Closed; a closed one none', () => {
    expect(allowedDecisions('Pending')).toEqual([
      'Approved',
      'PartiallyApproved',
      'Denied',
      'Withdrawn',
      'Closed',
    ]);
    for (const s of ['Approved', 'PartiallyApproved', 'Denied'] as const)
      expect(allowedDecisions(s)).toEqual(['Closed']);
    expect(allowedDecisions('Withdrawn')).toEqual([]);
    expect(allowedDecisions('Closed')).toEqual([]);
  });
});

describe('decisionMessage', () => {
  it('names the request, the decision, the days approved and the reason, in the requester’s language', () => {
    expect(
      decisionMessage('en', 42, {
        status: 'Approved',
        daysApproved: 3,
        decisionReason: 'Meets criteria',
      }),
    ).toBe(
      'Your pre-certification request 42 was approved.\nDays approved: 3.\nReason: Meets criteria',
    );
    expect(decisionMessage('sp', 42, { status: 'Denied', decisionReason: 'No' })).toBe(
      'Su solicitud de precertificación 42 fue denegada.\nMotivo: No',
    );
  });
  it('leaves days out of anything but an approval', () => {
    expect(decisionMessage('en', 7, { status: 'Closed', daysApproved: 3 })).toBe(
      'Your pre-certification request 7 was closed.',
    );
  });
});
