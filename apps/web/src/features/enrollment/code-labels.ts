import { COVERAGE_TYPES } from '@bp/contract/reference/coverage';
import {
  DEPENDENT_RELATIONSHIPS,
  ENROLLMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  PAY_STATUSES,
} from '@bp/contract/reference/people';
import type { TFunction } from 'i18next';

/** The code lists the enrollment screens offer, with the i18n key group of their labels. */
export const CODE_LISTS = {
  gender: GENDERS.map((c) => c.code),
  marital: MARITAL_STATUSES.map((c) => c.code),
  pay: PAY_STATUSES.map((c) => c.code),
  type: ENROLLMENT_TYPES.map((c) => c.code),
  /** A dependent is never the employee (Self). */
  relationship: DEPENDENT_RELATIONSHIPS.map((c) => c.code).filter((c) => c !== '18'),
  coverage: COVERAGE_TYPES.map((c) => c.code),
} as const;

export type CodeList = keyof typeof CODE_LISTS;

/** The label of a code in the reader's language. */
export const codeLabel = (t: TFunction, list: CodeList | 'relationshipAll', code: string) =>
  t(`enrollment:codes.${list === 'relationshipAll' ? 'relationship' : list}.${code}`, {
    defaultValue: code,
  });

/** Select options of a list, with a first "choose" entry. */
export function codeOptions(t: TFunction, list: CodeList) {
  return [
    { value: '', label: t('enrollment:choose') },
    ...CODE_LISTS[list].map((c) => ({ value: c, label: codeLabel(t, list, c) })),
  ];
}
