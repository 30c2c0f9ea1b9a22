/**
 * The application's calendar. Dates of the business ("today", this plan year) come from here, in UTC, so one
 * clock decides them all — the SQL too, which is handed the date instead of reading `current_date`.
 *
 * For testing a later or earlier day (`PORTAL_TODAY=2027-01-02`), `shiftClockTo` moves the process's clock by
 * whole days: `Date` keeps ticking at the same time of day, so durations, tokens and expiries behave.
 */
const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD, UTC). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** This calendar year (UTC). */
export const currentYear = (): number => new Date().getUTCFullYear();

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(value);
}

let shiftedDays = 0;

/** Moves the process's clock so that today (UTC) is `isoDate`, keeping the time of day. */
export function shiftClockTo(isoDate: string): void {
  if (!isIsoDate(isoDate)) throw new Error(`not a date (YYYY-MM-DD): ${isoDate}`);
  const RealDate: DateConstructor =
    (globalThis as { __realDate?: DateConstructor }).__realDate ?? Date;
  const realToday = Math.floor(RealDate.now() / DAY_MS);
  shiftedDays = Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS) - realToday;
  const offset = shiftedDays * DAY_MS;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  (globalThis as { __realDate?: DateConstructor }).__realDate = RealDate;
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Whole days the clock has been shifted by (0 when it reads the real time). */
export const clockShiftDays = (): number => shiftedDays;

/** Puts the real clock back (tests that shifted it, when other tests run in the same process afterwards). */
export function restoreClock(): void {
  const real = (globalThis as { __realDate?: DateConstructor }).__realDate;
  if (real) globalThis.Date = real;
  shiftedDays = 0;
}
