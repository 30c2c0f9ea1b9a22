import {
  Anchor,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Link, linkCategories } from '@bp/contract/api/content';
import type { EndpointResponse } from '@bp/contract/api/endpoint';
import type { Role } from '@bp/contract/api/roles-permissions';
import { GroupMultiSelect, type PickedGroup } from '../../ui/group-select';
import type { ContractFormState } from '../../ui/use-contract-form';

/** What the link form edits (ids as the selects' strings). */
export interface LinkValues {
  description: string;
  url: string;
  summary: string;
  categoryId: string;
  groups: string[];
  roles: string[];
}

/** A link's cells in the list: its description (opening the link), category, groups and roles. */
export function LinkCells({
  link,
  categoryName,
}: {
  link: Link;
  categoryName: (categoryId: number) => string;
}) {
  const { t } = useTranslation('content-admin');
  return (
    <>
      <Table.Td>
        <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
          {link.description}
        </Anchor>
      </Table.Td>
      <Table.Td>{categoryName(link.categoryId)}</Table.Td>
      <Table.Td>
        {link.groupDTO.length === 0
          ? t('everyGroup')
          : link.groupDTO
              .map((g) => (g.groupNumber === -1 ? t('everyGroup') : g.groupNumber))
              .join(', ')}
      </Table.Td>
      <Table.Td>
        {link.rolesDTO.length === 0
          ? t('allRoles')
          : link.rolesDTO
              .map((r) => (r.roleId === ALL_ROLES_ID ? t('allRoles') : r.roleDescription))
              .join(', ')}
      </Table.Td>
    </>
  );
}

/** The link form's fields: description, address, category, the groups and roles it is shown to, summary. */
export function LinkFields({
  form: { values, set, errorOf },
  categories,
  knownGroups,
  roles,
}: {
  form: ContractFormState<LinkValues>;
  categories: EndpointResponse<typeof linkCategories>;
  /** Groups whose names are known (the listed links'): the edited link's groups are named at once. */
  knownGroups?: readonly PickedGroup[] | undefined;
  roles: readonly Role[];
}) {
  const { t } = useTranslation('content-admin');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('links.description')}
          withAsterisk
          maxLength={200}
          value={values.description}
          error={errorOf('description')}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <TextInput
          label={t('links.url')}
          withAsterisk
          type="url"
          value={values.url}
          error={errorOf('url')}
          onChange={(e) => set('url', e.currentTarget.value)}
        />
        <NativeSelect
          label={t('links.category')}
          withAsterisk
          value={values.categoryId}
          error={errorOf('categoryId')}
          onChange={(e) => set('categoryId', e.currentTarget.value)}
          data={[
            { value: '', label: t('links.chooseCategory') },
            ...categories.map((c) => ({
              value: String(c.categoryId),
              label: c.description,
            })),
          ]}
        />
        <GroupMultiSelect
          label={t('links.groups')}
          withAsterisk
          includeEveryGroup
          known={knownGroups}
          value={values.groups}
          error={errorOf('groups')}
          onChange={(groupsOn) => set('groups', groupsOn)}
        />
        <MultiSelect
          label={t('links.roles')}
          withAsterisk
          searchable
          value={values.roles}
          error={errorOf('roles')}
          onChange={(rolesOn) => set('roles', rolesOn)}
          data={[
            { value: String(ALL_ROLES_ID), label: t('allRoles') },
            ...roles.map((r) => ({
              value: String(r.roleId),
              label: r.roleDescription,
            })),
          ]}
        />
      </SimpleGrid>
      <Textarea
        label={t('links.summary')}
        rows={2}
        maxLength={1000}
        value={values.summary}
        error={errorOf('summary')}
        onChange={(e) => set('summary', e.currentTarget.value)}
      />
    </>
  );
}
