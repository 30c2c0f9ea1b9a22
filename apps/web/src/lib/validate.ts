import type { z } from 'zod';

/** Result of checking form values against a contract schema: the parsed data or message keys per field. */
export type Validation<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/** Validates with a zod schema whose messages are the contract's message keys (first issue per field). */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): Validation<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_form';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { ok: false, fields };
}

/**
 * A rules function's errors (field → message key; empty or undefined entries are no error) as a
 * Validation: valid with `data` when there are none.
 */
export function validationOf<T>(
  errors: Partial<Record<string, string | undefined>>,
  data: T,
): Validation<T> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (v) fields[k] = v;
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, data };
}
