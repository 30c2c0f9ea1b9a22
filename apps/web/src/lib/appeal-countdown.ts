import { instantMs, planDateOf } from '@bp/contract/rules/appeal-clocks';

/** Where a member stands against the last day to appeal. */
export type AppealCountdown =
  { kind: 'daysLeft'; days: number } | { kind: 'lastDayToday' } | { kind: 'passed' };

const DAY_MS = 86_400_000;

/**
 * The countdown to an appeal deadline at `now` (issue 31): past the deadline's last instant it has passed;
 * on the last day (a calendar day in the plan's time zone, as the deadline is) it is the last day; before,
 * the number of calendar days from today to the last day.
 */
export function appealCountdown(
  appeal: { lastDay: string; deadline: string },
  now: Date,
): AppealCountdown {
  if (now.getTime() > instantMs(appeal.deadline)) return { kind: 'passed' };
  const today = planDateOf(now);
  const days = Math.round(
    (Date.parse(`${appeal.lastDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  if (days <= 0) return { kind: 'lastDayToday' };
  return { kind: 'daysLeft', days };
}
