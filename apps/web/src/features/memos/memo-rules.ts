import { memoCreate } from '@bp/contract/api/memos';
import { normalizeUsDate } from '../../lib/us-date';
import { validateWith, validationOf, type Validation } from '../../lib/validate';
import type { MemoCreateBody } from './use-memos';

/** What staff type into the new-memo form (dates as MM/DD/YYYY). */
export interface MemoValues {
  descno: string;
  text: string;
  effectiveDate: string;
  expirationDate: string;
  active: boolean;
}

export const EMPTY_MEMO: MemoValues = {
  descno: '',
  text: '',
  effectiveDate: '',
  expirationDate: '',
  active: false,
};

export type MemoField = keyof MemoValues;

/**
 * A member memo: a type and a text are required; the text is at most 8000 characters; the expiration
 * is not before the effective date (the contract's rules). Errors are message keys by field.
 */
export function validateMemo(memberId: string, v: MemoValues): Validation<MemoCreateBody> {
  const fields: Partial<Record<MemoField, string>> = {};
  if (!/^\d+$/.test(v.descno)) fields.descno = 'required';
  if (!v.text.trim()) fields.text = 'required';
  const body: MemoCreateBody = {
    memberId,
    descno: Number(v.descno) || 0,
    text: v.text.trim(),
    active: v.active,
    ...(v.effectiveDate.trim() ? { effectiveDate: normalizeUsDate(v.effectiveDate) } : {}),
    ...(v.expirationDate.trim() ? { expirationDate: normalizeUsDate(v.expirationDate) } : {}),
  };
  const checked = validateWith(memoCreate.body, body);
  if (!checked.ok)
    for (const [key, message] of Object.entries(checked.fields))
      if (key in EMPTY_MEMO) fields[key as MemoField] ??= message;
  return validationOf(fields, body);
}
