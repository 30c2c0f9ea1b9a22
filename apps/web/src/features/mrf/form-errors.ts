import type { TFunction } from 'i18next';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';

/** A save's failure as field errors (locations: https only) or a form-level text. */
export function failureOf(
  error: unknown,
  t: TFunction,
): { fields: Record<string, string>; form?: string } {
  const fields = fieldErrorsOf(error, t);
  if (fields.location) fields.location = t('mrf:httpsRequired');
  if (Object.keys(fields).length) return { fields };
  return { fields: {}, form: errorTextOf(error, t) };
}
