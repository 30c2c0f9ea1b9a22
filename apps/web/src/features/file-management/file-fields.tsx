import { MultiSelect, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Download } from '@bp/contract/api/downloads';
import { useAllRoles, useDocumentCategories } from '../../lib/use-content-options';
import { GroupMultiSelect } from '../../ui/group-select';

/** The describing fields of an upload or an edit: name, category, year, language and audience. */
export interface FileValues {
  displayName: string;
  description: string;
  categoryId: string;
  year: string;
  language: 'en' | 'sp';
  groups: string[];
  roles: string[];
}

export const EMPTY_FILE_VALUES: FileValues = {
  displayName: '',
  description: '',
  categoryId: '',
  year: String(new Date().getFullYear()),
  language: 'en',
  groups: ['-1'],
  roles: [String(ALL_ROLES_ID)],
};

export const fileValuesOf = (d: Download): FileValues => ({
  displayName: d.displayName,
  description: d.description ?? '',
  categoryId: String(d.categoryId),
  year: d.year === null ? '' : String(d.year),
  language: d.language,
  groups: d.groupNumbers.length ? d.groupNumbers.map(String) : ['-1'],
  roles: d.roleIds.length ? d.roleIds.map(String) : [String(ALL_ROLES_ID)],
});

/** Client-side checks mirroring the contract: required name, category, groups and roles; a 4-digit year. */
export function fileValueErrors(v: FileValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.displayName.trim()) e.displayName = 'required';
  if (!v.categoryId) e.categoryId = 'required';
  if (v.year.trim() && !/^\d{4}$/.test(v.year.trim())) e.year = 'invalidYear';
  if (v.groups.length === 0) e.groupNumbers = 'required';
  if (v.roles.length === 0) e.roleIds = 'required';
  return e;
}

/** The inputs of FileValues; `errors` are translated texts keyed by the contract's field names. */
export function FileFields({
  values: v,
  errors,
  onChange,
}: {
  values: FileValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<FileValues>, field: string) => void;
}) {
  const { t } = useTranslation(['file-management', 'content-admin']);
  const categories = useDocumentCategories();
  const roles = useAllRoles();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('fields.displayName')}
          withAsterisk
          maxLength={200}
          value={v.displayName}
          error={errors.displayName || undefined}
          onChange={(e) => onChange({ displayName: e.currentTarget.value }, 'displayName')}
        />
        <NativeSelect
          label={t('fields.category')}
          withAsterisk
          value={v.categoryId}
          error={errors.categoryId || undefined}
          onChange={(e) => onChange({ categoryId: e.currentTarget.value }, 'categoryId')}
          data={[
            { value: '', label: t('fields.chooseCategory') },
            ...(categories.data ?? []).map((c) => ({
              value: String(c.categoryId),
              label: c.description,
            })),
          ]}
        />
        <TextInput
          label={t('fields.year')}
          inputMode="numeric"
          maxLength={4}
          value={v.year}
          error={errors.year || undefined}
          onChange={(e) => onChange({ year: e.currentTarget.value }, 'year')}
        />
        <NativeSelect
          label={t('fields.language')}
          value={v.language}
          onChange={(e) =>
            onChange({ language: e.currentTarget.value === 'sp' ? 'sp' : 'en' }, 'language')
          }
          data={[
            { value: 'en', label: t('fields.languages.en') },
            { value: 'sp', label: t('fields.languages.sp') },
          ]}
        />
        <GroupMultiSelect
          label={t('fields.groups')}
          withAsterisk
          includeEveryGroup
          value={v.groups}
          error={errors.groupNumbers || undefined}
          onChange={(g) => onChange({ groups: g }, 'groupNumbers')}
        />
        <MultiSelect
          label={t('fields.roles')}
          withAsterisk
          searchable
          value={v.roles}
          error={errors.roleIds || undefined}
          onChange={(r) => onChange({ roles: r }, 'roleIds')}
          data={[
            { value: String(ALL_ROLES_ID), label: t('content-admin:allRoles') },
            ...(roles.data ?? []).map((r) => ({
              value: String(r.roleId),
              label: r.roleDescription,
            })),
          ]}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.description')}
        rows={2}
        maxLength={1000}
        value={v.description}
        error={errors.description || undefined}
        onChange={(e) => onChange({ description: e.currentTarget.value }, 'description')}
      />
    </Stack>
  );
}
