import type { TFunction } from 'i18next';
import type { AdminListFormTexts } from '../../ui/admin-list-form-section';

/** The texts of an MRF admin section, whose keys sit under one prefix (`files`, `plans`, `structures`). */
export function mrfSectionTexts<Row>(
  t: TFunction,
  prefix: 'files' | 'plans' | 'structures',
  nameOf: (row: Row) => string,
): AdminListFormTexts<Row> {
  return {
    newTitle: t(`${prefix}.newTitle`),
    editTitle: t(`${prefix}.editTitle`),
    formLabel: t(`${prefix}.formLabel`),
    save: t(`${prefix}.save`),
    cancel: t('cancel'),
    saved: t('saved'),
    listTitle: t(`${prefix}.listTitle`),
    empty: t(`${prefix}.empty`),
    actions: t('actions'),
    edit: t('edit'),
    editLabel: (row) => t('editNamed', { name: nameOf(row) }),
  };
}
