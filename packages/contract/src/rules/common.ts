import { z } from 'zod';

/** Turns '' and null into undefined so that empty optional fields skip their rules (spec §5). */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Makes a rule optional: '', null and undefined pass as undefined; anything else must satisfy the rule. */
export function optional<T extends z.ZodType>(rule: T) {
  return z.preprocess<unknown, z.ZodOptional<T>, z.input<T> | '' | null | undefined>(
    emptyToUndefined,
    rule.optional(),
  );
}

/** A required text field: missing or empty gives 'required'. */
export const requiredString = z.string('required').min(1, 'required');

/** A required text that may not be only blanks: empty gives 'required', blanks-only gives 'blankError'. */
export const blankRule = z
  .string('required')
  .min(1, 'required')
  .refine((s) => s.trim().length > 0, 'blankError');

/** A checkbox that must be ticked (rule requiredTrue): anything but true gives 'required'. */
export const requiredTrueRule = z.literal(true, 'required');
