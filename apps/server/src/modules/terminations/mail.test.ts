import { describe, expect, it } from 'vitest';
import { coverageEndedMail, decisionMessage, readableDate } from './mail.js';

describe('termination texts', () => {
  it('tells the member in his/her language from which date coverage ended', () => {
    const en = coverageEndedMail('en', 'Ana', '2026-11-30', 'https://portal.test/member');
    expect(en.subject).toBe('Your health plan coverage has ended');
    expect(en.text).toContain('ended as of 11/30/2026');
    expect(en.html).toContain('href="https://portal.test/member"');
    const sp = coverageEndedMail('sp', 'Ana', '2026-11-30', 'https://portal.test/member');
    expect(sp.subject).toBe('Su cobertura del plan de salud terminó');
    expect(sp.text).toContain('a partir del 11/30/2026');
    expect(coverageEndedMail('en', '<b>', '2026-11-30', 'x').html).not.toContain('<b>');
  });

  it('words the decision for the requester, with the reason of a rejection', () => {
    const base = { terminationId: 7, terminationDate: '2026-11-30', applied: false };
    expect(decisionMessage('en', { ...base, decision: 'Approve' })).toBe(
      'Your termination request 7 was approved. Coverage ends as of 11/30/2026.',
    );
    expect(decisionMessage('en', { ...base, decision: 'Approve', applied: true })).toContain(
      'The termination was applied',
    );
    expect(decisionMessage('sp', { ...base, decision: 'Reject', reason: 'Sigue empleado' })).toBe(
      'Su solicitud de terminación 7 fue rechazada.\nMotivo: Sigue empleado',
    );
    expect(readableDate('sp', '2026-01-02')).toBe('01/02/2026');
  });
});
