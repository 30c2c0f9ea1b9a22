import { z } from 'zod';

/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Parses an on-screen MM/dd/yyyy date; null when the text is not that format or not a real date. */
export function parseUsDate(text: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Parses an API yyyy-MM-dd date (a trailing time part is ignored); null when invalid. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Formats a calendar date (or a Date, by its local day) as MM/dd/yyyy. */
export function formatUsDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? calendarDateOf(date) : date;
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`;
}

/** Formats a calendar date as yyyy-MM-dd. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** MM/dd/yyyy → yyyy-MM-dd; null when the text is not a valid on-screen date. */
export function usDateToIso(text: string): string | null {
  const d = parseUsDate(text);
  return d ? formatIsoDate(d) : null;
}

/** yyyy-MM-dd (or an ISO date-time) → MM/dd/yyyy; null when invalid. */
export function isoToUsDate(text: string): string | null {
  const d = parseIsoDate(text);
  return d ? formatUsDate(d) : null;
}

/** The local calendar day of a Date. */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Orders two calendar dates: negative, zero or positive. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Reads a date written either MM/dd/yyyy or yyyy-MM-dd. */
export function parseAnyDate(text: string): CalendarDate | null {
  return parseUsDate(text) ?? parseIsoDate(text);
}

/** Date (spec §5): MM/dd/yyyy and a real calendar date. Wrap in optional() where empty is allowed. */
export const dateRule = z.string().refine((s) => parseUsDate(s) !== null, 'invalidDateFormat');

/** True when the date text is today or later (by the local day of `now`); false when unreadable. */
export function isSameOrAfterToday(text: string, now: Date = new Date()): boolean {
  const d = parseAnyDate(text);
  return d !== null && compareCalendarDates(d, calendarDateOf(now)) >= 0;
}
