import { z } from 'zod';

/** Minimum length of a new password (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** A password may not repeat one used on the account within this many days (2 years). */
export const PASSWORD_HISTORY_DAYS = 730;
/** A password expires after this many days. */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** Password rule of spec §5: a lowercase, an uppercase and a digit, at least 8 characters. */
export const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(128, 'max')
  .regex(/[a-z]/, 'invalidPassword')
  .regex(/[A-Z]/, 'invalidPassword')
  .regex(/[0-9]/, 'invalidPassword');
