import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Link } from '@bp/contract/api/content';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useAllRoles, useStaffGroups } from '../../lib/use-content-options';
import { useAdminLinks, useDeleteLink, useLinkCategories, useSaveLink } from './use-content-admin';

interface Values {
  description: string;
  url: string;
  summary: string;
  categoryId: string;
  groups: string[];
  roles: string[];
}
const EMPTY: Values = {
  description: '',
  url: '',
  summary: '',
  categoryId: '',
  groups: ['-1'],
  roles: [String(ALL_ROLES_ID)],
};
const valuesOf = (l: Link): Values => ({
  description: l.description,
  url: l.url,
  summary: l.summary ?? '',
  categoryId: String(l.categoryId),
  groups: l.groupDTO.length ? l.groupDTO.map((g) => String(g.groupNumber)) : ['-1'],
  roles: l.rolesDTO.length ? l.rolesDTO.map((r) => String(r.roleId)) : [String(ALL_ROLES_ID)],
});

/** The link form: new, or editing `editing` (PUT). */
function LinkForm({ editing, onDone }: { editing?: Link; onDone: () => void }) {
  const { t } = useTranslation(['content-admin', 'messages']);
  const categories = useLinkCategories();
  const groups = useStaffGroups();
  const roles = useAllRoles();
  const save = useSaveLink();
  const [v, setV] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Values>, field: string) => {
    setV((p) => ({ ...p, ...patch }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const req = t('messages:required');
    const local: Record<string, string> = {};
    if (!v.description.trim()) local.Description = req;
    if (!v.url.trim()) local.Url = req;
    if (!v.categoryId) local.CategoryId = req;
    if (v.groups.length === 0) local.GroupDTO = req;
    if (v.roles.length === 0) local.RolesDTO = req;
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstInvalid(formRef.current);
      return;
    }
    const body = {
      Description: v.description,
      Url: v.url.trim(),
      ...(v.summary.trim() ? { Summary: v.summary } : {}),
      CategoryId: Number(v.categoryId),
      GroupDTO: v.groups.map((g) => ({ groupNumber: Number(g) })),
      RolesDTO: v.roles.map((r) => ({ roleId: Number(r) })),
    };
    save.mutate(
      { ...(editing ? { linkId: editing.linkId } : {}), body },
      {
        onSuccess: () => {
          setV(EMPTY);
          setErrors({});
          notify({ text: t('links.saved'), type: 'success' });
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, t);
          if (Object.keys(fields).length) {
            setErrors(fields);
            focusFirstInvalid(formRef.current);
          } else setFormError(errorTextOf(error, t));
        },
      },
    );
  };

  return (
    <SectionCard title={editing ? t('links.editTitle') : t('links.newTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack maw={720}>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('links.description')}
              withAsterisk
              maxLength={200}
              value={v.description}
              error={errors.Description || undefined}
              onChange={(e) => set({ description: e.currentTarget.value }, 'Description')}
            />
            <TextInput
              label={t('links.url')}
              withAsterisk
              type="url"
              value={v.url}
              error={errors.Url || undefined}
              onChange={(e) => set({ url: e.currentTarget.value }, 'Url')}
            />
            <NativeSelect
              label={t('links.category')}
              withAsterisk
              value={v.categoryId}
              error={errors.CategoryId || undefined}
              onChange={(e) => set({ categoryId: e.currentTarget.value }, 'CategoryId')}
              data={[
                { value: '', label: t('links.chooseCategory') },
                ...(categories.data ?? []).map((c) => ({
                  value: String(c.categoryId),
                  label: c.description,
                })),
              ]}
            />
            <MultiSelect
              label={t('links.groups')}
              withAsterisk
              searchable
              value={v.groups}
              error={errors.GroupDTO || undefined}
              onChange={(groupsOn) => set({ groups: groupsOn }, 'GroupDTO')}
              data={(groups.data ?? []).map((g) => ({
                value: String(g.groupNumber),
                label: g.groupNumber === -1 ? t('everyGroup') : `${g.groupNumber} – ${g.name}`,
              }))}
            />
            <MultiSelect
              label={t('links.roles')}
              withAsterisk
              searchable
              value={v.roles}
              error={errors.RolesDTO || undefined}
              onChange={(rolesOn) => set({ roles: rolesOn }, 'RolesDTO')}
              data={[
                { value: String(ALL_ROLES_ID), label: t('allRoles') },
                ...(roles.data ?? []).map((r) => ({
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
            value={v.summary}
            error={errors.Summary || undefined}
            onChange={(e) => set({ summary: e.currentTarget.value }, 'Summary')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('links.save')}
            </Button>
            {editing && (
              <Button variant="default" onClick={onDone}>
                {t('cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** Links management: the form (new or editing) above every link with edit and delete actions. */
export function LinkAdmin() {
  const { t } = useTranslation(['content-admin', 'messages']);
  const query = useAdminLinks();
  const categories = useLinkCategories();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<Link>();
  const [doomed, setDoomed] = useState<Link>();
  const categoryName = (id: number) =>
    categories.data?.find((c) => c.categoryId === id)?.description ?? String(id);
  return (
    <Stack>
      <LinkForm
        key={editing?.linkId ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      <SectionCard title={t('links.listTitle')}>
        <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('links.empty')}>
          {(items) => (
            <DataTable label={t('links.listTitle')} minWidth={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('links.description')}</Table.Th>
                  <Table.Th>{t('links.category')}</Table.Th>
                  <Table.Th>{t('links.groups')}</Table.Th>
                  <Table.Th>{t('links.roles')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((l) => (
                  <Table.Tr key={l.linkId}>
                    <Table.Td>
                      <Anchor href={l.url} target="_blank" rel="noopener noreferrer">
                        {l.description}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{categoryName(l.categoryId)}</Table.Td>
                    <Table.Td>
                      {l.groupDTO.length === 0
                        ? t('everyGroup')
                        : l.groupDTO
                            .map((g) => (g.groupNumber === -1 ? t('everyGroup') : g.groupNumber))
                            .join(', ')}
                    </Table.Td>
                    <Table.Td>
                      {l.rolesDTO.length === 0
                        ? t('allRoles')
                        : l.rolesDTO
                            .map((r) =>
                              r.roleId === ALL_ROLES_ID ? t('allRoles') : r.roleDescription,
                            )
                            .join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('links.editOne', { name: l.description })}
                          onClick={() => setEditing(l)}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('links.deleteOne', { name: l.description })}
                          onClick={() => setDoomed(l)}
                        >
                          {t('delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
      </SectionCard>
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
          if (editing?.linkId === id) setEditing(undefined);
          remove.mutate(id, {
            onSuccess: () => notify({ text: t('links.deleted'), type: 'success' }),
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          });
        }}
      />
    </Stack>
  );
}
