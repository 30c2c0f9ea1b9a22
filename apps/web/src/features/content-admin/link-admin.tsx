import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Link } from '@bp/contract/api/content';
import { useAllRoles } from '../../lib/use-content-options';
import { AdminListFormSection } from '../../ui/admin-list-form-section';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import type { FieldErrors } from '../../ui/use-contract-form';
import { LinkCells, LinkFields, type LinkValues } from './link-admin-parts';
import { AdminListPager, AdminListSearch, type AdminListPage } from './admin-list-search';
import { useAdminLinks, useDeleteLink, useLinkCategories, useSaveLink } from './use-content-admin';

const EMPTY: LinkValues = {
  description: '',
  url: '',
  summary: '',
  categoryId: '',
  groups: ['-1'],
  roles: [String(ALL_ROLES_ID)],
};
const valuesOf = (l: Link): LinkValues => ({
  description: l.description,
  url: l.url,
  summary: l.summary ?? '',
  categoryId: String(l.categoryId),
  groups: l.groupDTO.length ? l.groupDTO.map((g) => String(g.groupNumber)) : ['-1'],
  roles: l.rolesDTO.length ? l.rolesDTO.map((r) => String(r.roleId)) : [String(ALL_ROLES_ID)],
});
/** The request body's fields → the form's. */
const FIELD_OF: Record<string, keyof LinkValues> = {
  Description: 'description',
  Url: 'url',
  Summary: 'summary',
  CategoryId: 'categoryId',
  GroupDTO: 'groups',
  RolesDTO: 'roles',
};

/** Client checks (the server checks again). */
function checkLink(v: LinkValues): FieldErrors {
  const e: FieldErrors = {};
  if (!v.description.trim()) e.description = 'required';
  if (!v.url.trim()) e.url = 'required';
  if (!v.categoryId) e.categoryId = 'required';
  if (v.groups.length === 0) e.groups = 'required';
  if (v.roles.length === 0) e.roles = 'required';
  return e;
}

const requestOf = (v: LinkValues, editing: Link | undefined) => ({
  ...(editing ? { linkId: editing.linkId } : {}),
  body: {
    Description: v.description,
    Url: v.url.trim(),
    ...(v.summary.trim() ? { Summary: v.summary } : {}),
    CategoryId: Number(v.categoryId),
    GroupDTO: v.groups.map((g) => ({ groupNumber: Number(g) })),
    RolesDTO: v.roles.map((r) => ({ roleId: Number(r) })),
  },
});

/**
 * Links management: the form (new or editing) above every link, 20 a page from the server (searchable by name
 * or address), with edit and delete actions.
 */
export function LinkAdmin() {
  const { t } = useTranslation(['content-admin', 'messages']);
  const [page, setPage] = useState<AdminListPage>({ search: '', pageNumber: 1 });
  const query = useAdminLinks(page);
  const rows = { ...query, data: query.data?.items };
  const categories = useLinkCategories();
  const roles = useAllRoles();
  const save = useSaveLink();
  const remove = useDeleteLink();
  const [doomed, setDoomed] = useState<Link>();
  const categoryName = (id: number) =>
    categories.data?.find((c) => c.categoryId === id)?.description ?? String(id);
  return (
    <AdminListFormSection
      texts={{
        newTitle: t('links.newTitle'),
        editTitle: t('links.editTitle'),
        save: t('links.save'),
        cancel: t('cancel'),
        saved: t('links.saved'),
        listTitle: t('links.listTitle'),
        empty: t('links.empty'),
        actions: t('actions'),
        edit: t('edit'),
        editLabel: (l) => t('links.editOne', { name: l.description }),
      }}
      rows={rows}
      listHeader={
        <AdminListSearch
          label={t('linkSearch')}
          onSearch={(search) => setPage({ search, pageNumber: 1 })}
        />
      }
      listFooter={
        <AdminListPager
          page={query.data}
          onPage={(pageNumber) => setPage((p) => ({ ...p, pageNumber }))}
        />
      }
      {...(page.search ? { emptyText: t('noMatch') } : {})}
      tableLabel={t('tableOf', {
        title: t('links.listTitle'),
        page: query.data?.pageNumber ?? 1,
        pages: Math.max(1, query.data?.totalNumberOfPages ?? 1),
      })}
      rowKey={(l) => l.linkId}
      minWidth={760}
      columns={[t('links.description'), t('links.category'), t('links.groups'), t('links.roles')]}
      cells={(l) => <LinkCells link={l} categoryName={categoryName} />}
      rowActions={(l) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t('links.deleteOne', { name: l.description })}
          onClick={() => setDoomed(l)}
        >
          {t('delete')}
        </Button>
      )}
      empty={EMPTY}
      valuesOf={valuesOf}
      check={checkLink}
      requestOf={requestOf}
      save={save}
      fieldOf={(path) => FIELD_OF[path.split('.')[0]!]}
      formWidth={720}
      fields={(form) => (
        <LinkFields
          form={form}
          categories={categories.data ?? []}
          knownGroups={query.data?.items.flatMap((l) => l.groupDTO)}
          roles={roles.data ?? []}
        />
      )}
      after={({ editing, edit }) => (
        <ConfirmDialog
          opened={doomed !== undefined}
          title={t('links.deleteTitle')}
          content={doomed?.description ?? ''}
          okLabel={t('delete')}
          destructive
          onCancel={() => setDoomed(undefined)}
          onConfirm={() => {
            const id = doomed!.linkId;
            setDoomed(undefined);
            if (editing?.linkId === id) edit(undefined);
            remove.mutate(id, {
              onSuccess: () => notify({ text: t('links.deleted'), type: 'success' }),
              onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
            });
          }}
        />
      )}
    />
  );
}
