import { describe, expect, it } from 'vitest';
import {
  clockInputOf,
  deadlineActions,
  infoRequestExpired,
  nextRunAt,
  responsePeriodEnd,
  type InfoRequestFacts,
  type OpenAppealFacts,
} from './deadlines.js';

const at = (iso: string) => new Date(iso);

/** A post-service appeal received 2026-01-01 09:00 in Chicago: its 60 days end 2026-03-02 23:59:59.999 there. */
const appeal = (over: Partial<OpenAppealFacts> = {}): OpenAppealFacts => ({
  type: 'postService',
  receivedAt: at('2026-01-01T15:00:00Z'),
  careEndsAt: null,
  status: 'inReview',
  reviewerAccountId: 7,
  decideBy: at('2026-03-03T05:59:59.999Z'),
  warnedAt: null,
  overdueAt: null,
  ...over,
});

const request = (over: Partial<InfoRequestFacts> = {}): InfoRequestFacts => ({
  requestedAt: at('2026-01-10T15:00:00Z'),
  respondBy: '2026-02-01',
  answeredAt: null,
  ...over,
});

describe('information requests', () => {
  it('end their response period 50 days after the request (Chicago date), or on a later respondBy', () => {
    expect(responsePeriodEnd(request())).toBe('2026-03-01');
    expect(responsePeriodEnd(request({ respondBy: '2026-03-15' }))).toBe('2026-03-15');
    // 03:00 UTC on Jan 11 is still Jan 10 in Chicago.
    expect(responsePeriodEnd(request({ requestedAt: at('2026-01-11T03:00:00Z') }))).toBe(
      '2026-03-01',
    );
  });

  it('expire unanswered from the first instant of the period’s last day in Chicago, as the clock rules stop tolling', () => {
    expect(infoRequestExpired(request(), at('2026-03-01T05:59:59Z'))).toBe(false);
    expect(infoRequestExpired(request(), at('2026-03-01T06:00:00Z'))).toBe(true);
    expect(
      infoRequestExpired(
        request({ answeredAt: at('2026-01-20T15:00:00Z') }),
        at('2026-04-01T12:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('deadlineActions', () => {
  it('leaves a green clock alone', () => {
    const a = deadlineActions(appeal(), [], at('2026-01-20T12:00:00Z'));
    expect(a).toMatchObject({ endPause: null, overdue: false, warn: false });
    expect(a.clock.band).toBe('green');
  });

  it('warns once when the clock is red', () => {
    const now = at('2026-02-25T12:00:00Z');
    expect(deadlineActions(appeal(), [], now)).toMatchObject({ warn: true, overdue: false });
    expect(deadlineActions(appeal({ warnedAt: now }), [], now).warn).toBe(false);
    // Amber is not warned.
    expect(deadlineActions(appeal(), [], at('2026-02-05T12:00:00Z'))).toMatchObject({
      warn: false,
      clock: { band: 'amber' },
    });
  });

  it('marks a clock past its deadline overdue once, and warns when no warning went before', () => {
    const now = at('2026-03-03T06:00:00Z');
    expect(deadlineActions(appeal(), [], now)).toMatchObject({ overdue: true, warn: true });
    expect(deadlineActions(appeal({ warnedAt: now }), [], now)).toMatchObject({
      overdue: true,
      warn: false,
    });
    expect(deadlineActions(appeal({ warnedAt: now, overdueAt: now }), [], now)).toMatchObject({
      overdue: false,
      warn: false,
    });
    // One millisecond before the end of the last day it is red, not overdue.
    expect(deadlineActions(appeal(), [], at('2026-03-03T05:59:59.999Z')).overdue).toBe(false);
  });

  it('does not warn about a paused clock (an information request is open)', () => {
    const open = request({ requestedAt: at('2026-02-24T15:00:00Z'), respondBy: '2026-04-30' });
    const a = deadlineActions(
      appeal({ status: 'awaitingInfo' }),
      [open],
      at('2026-02-26T18:00:00Z'),
    );
    expect(a.clock.paused).toBe(true);
    expect(a).toMatchObject({ warn: false, overdue: false, endPause: null });
  });

  it('ends the pause when every unanswered request ran out, back to review with a reviewer, else received', () => {
    const now = at('2026-03-05T12:00:00Z');
    const a = deadlineActions(appeal({ status: 'awaitingInfo' }), [request()], now);
    expect(a.endPause).toBe('inReview');
    expect(a.pauseEndedOn).toBe('2026-03-01');
    // Tolled Jan 10 → Mar 1 (50 days): 60 + 50 days after Jan 1 is Apr 21, end of day in Chicago (CDT).
    expect(a.deadline).toBe('2026-04-22T04:59:59.999Z');
    expect(a.decideByChanged).toBe(true);
    expect(a).toMatchObject({ overdue: false, warn: false });
    expect(
      deadlineActions(appeal({ status: 'awaitingInfo', reviewerAccountId: null }), [request()], now)
        .endPause,
    ).toBe('received');
    // Stored already at the recomputed deadline: nothing to change there.
    expect(
      deadlineActions(
        appeal({ status: 'awaitingInfo', decideBy: at('2026-04-22T04:59:59.999Z') }),
        [request()],
        now,
      ).decideByChanged,
    ).toBe(false);
  });

  it('keeps waiting while another request is open, and does nothing once the appeal left awaitingInfo', () => {
    const now = at('2026-03-05T12:00:00Z');
    const later = request({ requestedAt: at('2026-03-01T15:00:00Z'), respondBy: '2026-05-01' });
    expect(
      deadlineActions(appeal({ status: 'awaitingInfo' }), [request(), later], now).endPause,
    ).toBeNull();
    expect(deadlineActions(appeal({ status: 'inReview' }), [request()], now).endPause).toBeNull();
  });

  it('runs a concurrent appeal stored without the end of care on the urgent clock', () => {
    const input = clockInputOf(
      { type: 'concurrent', receivedAt: at('2026-01-01T15:00:00Z'), careEndsAt: null },
      [],
    );
    expect(input).toMatchObject({ type: 'concurrent', careEndsAt: at('2026-01-01T15:00:00Z') });
    // 72 hours: red with 10 hours left.
    const a = deadlineActions(
      appeal({ type: 'concurrent', status: 'received' }),
      [],
      at('2026-01-04T05:00:00Z'),
    );
    expect(a.clock.deadline).toBe('2026-01-04T15:00:00.000Z');
    expect(a.warn).toBe(true);
  });
});

describe('nextRunAt', () => {
  it('is five minutes after the next midnight in Chicago, in winter and summer', () => {
    expect(nextRunAt(at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T06:05:00.000Z');
    expect(nextRunAt(at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T05:05:00.000Z');
    // 00:30 UTC is still the evening before in Chicago.
    expect(nextRunAt(at('2026-01-16T00:30:00Z')).toISOString()).toBe('2026-01-16T06:05:00.000Z');
  });
});
