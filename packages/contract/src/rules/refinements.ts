import type { z } from 'zod';
import { compareCalendarDates, isSameOrAfterToday, parseAnyDate } from './dates.js';

type Ctx = z.RefinementCtx;
type Obj = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Password confirmation must match (spec §5): 'passwordDoNotMatch' on the confirmation field.
 * Use as `schema.superRefine(passwordsMatch())`.
 */
export function passwordsMatch(field = 'newPassword', confirmField = 'confirmNewPassword') {
  return (value: Obj, ctx: Ctx): void => {
    if (value[confirmField] !== value[field]) {
      ctx.addIssue({ code: 'custom', message: 'passwordDoNotMatch', path: [confirmField] });
    }
  };
}

/** The new password must differ from the old one (spec §5): 'passwordShouldNotMatch' on the new field. */
export function passwordDiffers(field = 'newPassword', otherField = 'oldPassword') {
  return (value: Obj, ctx: Ctx): void => {
    if (!isEmpty(value[field]) && value[field] === value[otherField]) {
      ctx.addIssue({ code: 'custom', message: 'passwordShouldNotMatch', path: [field] });
    }
  };
}

/** E-mail confirmation must match, ignoring case and surrounding blanks: 'emailDoNotMatch' on the confirmation. */
export function emailsMatch(field = 'email', confirmField = 'confirmEmail') {
  return (value: Obj, ctx: Ctx): void => {
    const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
    if (norm(value[confirmField]) !== norm(value[field])) {
      ctx.addIssue({ code: 'custom', message: 'emailDoNotMatch', path: [confirmField] });
    }
  };
}

/**
 * A date must be later than another field's date (spec §5), e.g. end after begin: 'invalidLaterThanDate'.
 * Skipped when either date is empty or unreadable (the date rule reports those). The same day passes
 * ("end date not before begin date") unless `strict` is set.
 */
export function laterThanDate(
  field: string,
  targetField: string,
  options: { strict?: boolean } = {},
) {
  return (value: Obj, ctx: Ctx): void => {
    const a = value[field];
    const b = value[targetField];
    if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return;
    const da = parseAnyDate(a);
    const db = parseAnyDate(b);
    if (!da || !db) return;
    const cmp = compareCalendarDates(da, db);
    if (cmp < 0 || (options.strict && cmp === 0)) {
      ctx.addIssue({ code: 'custom', message: 'invalidLaterThanDate', path: [field] });
    }
  };
}

/** A date must be today or later (spec §5): 'invalidSameOrAfterToday'. Skipped when empty or unreadable. */
export function sameOrAfterToday(field: string, now: () => Date = () => new Date()) {
  return (value: Obj, ctx: Ctx): void => {
    const v = value[field];
    if (typeof v !== 'string' || v === '' || !parseAnyDate(v)) return;
    if (!isSameOrAfterToday(v, now())) {
      ctx.addIssue({ code: 'custom', message: 'invalidSameOrAfterToday', path: [field] });
    }
  };
}
