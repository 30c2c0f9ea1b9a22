import { describe, expect, it } from 'vitest';
import { AuditTrail, MAX_AUDIT_ROWS_PER_CALL } from './audit.js';
import { auditedAs } from './http/bind.js';
import { endpointById } from '@bp/contract';

const call = { action: 'claims.claimDetails', entity: 'claim' };
const trail = () => new AuditTrail({ requestId: 'r1' }, call);

describe('a request’s audit trail', () => {
  it('an audited call leaves one row even when nothing was noted', () => {
    expect(trail().entries()).toEqual([{ ...call, entityId: null, memberId: null }]);
  });

  it('a call that is not audited leaves none, whatever is noted', () => {
    const t = new AuditTrail({}, null);
    t.subject({ memberId: 1 });
    expect(t.audited).toBe(false);
    expect(t.entries()).toEqual([]);
  });

  it('one row per member or record; a subject completing one already noted fills it in', () => {
    const t = trail();
    t.subject({ memberId: 5 }); // the scope gate
    t.subject({ memberId: 5, entityId: 'C1', detail: { line: 1 } }); // the claim of that member
    t.subject({ memberId: 5 }); // noted again: nothing new
    t.subject({ memberId: 5, entityId: 'C2' }); // another claim of the member: its own row
    t.subject({ memberId: 6 });
    t.detail({ year: 2026 });
    expect(t.entries()).toEqual([
      { ...call, memberId: 5, entityId: 'C1', detail: { year: 2026, line: 1 } },
      { ...call, memberId: 5, entityId: 'C2', detail: { year: 2026 } },
      { ...call, memberId: 6, entityId: null, detail: { year: 2026 } },
    ]);
  });

  it('a record and a member that share nothing stay two rows', () => {
    const t = trail();
    t.subject({ entityId: 'acct-9' });
    t.subject({ memberId: 5 });
    expect(t.entries().map((e) => [e.memberId, e.entityId])).toEqual([
      [null, 'acct-9'],
      [5, null],
    ]);
  });

  it('a call naming many members keeps the first ones and counts the rest', () => {
    const t = trail();
    for (let m = 1; m <= MAX_AUDIT_ROWS_PER_CALL + 7; m++) t.subject({ memberId: m });
    const rows = t.entries();
    expect(rows).toHaveLength(MAX_AUDIT_ROWS_PER_CALL);
    expect(rows.at(-1)!.detail).toEqual({ moreSubjects: 7 });
  });
});

describe('which calls are audited (from the descriptor)', () => {
  it('PHI calls as their kind, signed-in changes as their tag, other reads and public calls not at all', () => {
    const of = (id: string) => auditedAs(endpointById(id)!);
    expect(of('claims.claimDetails')).toEqual({ action: 'claims.claimDetails', entity: 'claim' });
    const memo = endpointById('memos.create')!;
    expect(of('memos.create')).toEqual({ action: 'memos.create', entity: memo.phi ?? memo.tag });
    expect(of('content.faqs')).toBeNull();
    expect(of('auth.token')).toBeNull();
  });
});

describe('calls that disclose (descriptor `disclosure`)', () => {
  it('carry the purpose from the descriptor; a staff read carries none', () => {
    expect(auditedAs(endpointById('sso.hcbb')!)).toEqual({
      action: 'sso.hcbb',
      entity: 'Single sign-on',
      disclosure: 'partnerService',
    });
    expect(auditedAs(endpointById('members.profileAdmin')!)?.disclosure).toBeUndefined();
  });

  it('write one accounting row per member noted, naming the recipient; none without a member', () => {
    const t = new AuditTrail(
      { caller: { accountId: 9, impersonatorAccountId: null }, requestId: 'r9' },
      { action: 'sso.hcbb', entity: 'Single sign-on', disclosure: 'partnerService' },
    );
    expect(t.disclosureEntries()).toEqual([]);
    t.subject({ memberId: 5, entityId: 'jti-1' });
    t.disclosedTo('hcbb');
    expect(t.disclosureEntries()).toEqual([
      expect.objectContaining({
        memberId: 5,
        source: 'call',
        purpose: 'partnerService',
        recipient: 'hcbb',
        description: null,
        action: 'sso.hcbb',
        recordedBy: 9,
        requestId: 'r9',
      }),
    ]);
    expect(trail().disclosureEntries()).toEqual([]);
  });

  it('fail when the handler named no recipient', () => {
    const t = new AuditTrail(
      {},
      { action: 'sso.hcbb', entity: 'Single sign-on', disclosure: 'partnerService' },
    );
    t.subject({ memberId: 5 });
    expect(() => t.disclosureEntries()).toThrow(/named no recipient/);
  });
});
