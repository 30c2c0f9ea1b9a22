import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Download } from '@bp/contract/api/downloads';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import {
  useAllRoles,
  useDocumentCategories,
  useDocumentYears,
} from '../../lib/use-content-options';
import { FileFields, fileValueErrors, fileValuesOf, type FileValues } from './file-fields';
import { FormDialog } from './form-dialog';
import { UploadDialog } from './upload-dialog';
import {
  useDeleteFile,
  useManagedFiles,
  useUpdateFile,
  type FileFilter,
} from './use-file-management';

/** The admin page of a download's form: fill-in preview that returns to file management. */
export const adminFormPathOf = (d: Pick<Download, 'downloadId' | 'displayName'>) =>
  `/admin/utilities/online-form/${d.downloadId}/${encodeURIComponent(d.displayName)}`;

/** Downloads/Update of one download's name, category, year, language and audience. */
function EditDialog({ download, onClose }: { download: Download; onClose: () => void }) {
  const { t } = useTranslation(['file-management', 'messages', 'common']);
  const update = useUpdateFile();
  const [v, setV] = useState<FileValues>(fileValuesOf(download));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const local = Object.fromEntries(
      Object.entries(fileValueErrors(v)).map(([k, key]) => [k, t(`messages:${key}`)]),
    );
    setErrors(local);
    if (Object.keys(local).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(
      {
        downloadId: download.downloadId,
        displayName: v.displayName.trim(),
        ...(v.description.trim() ? { description: v.description.trim() } : {}),
        categoryId: Number(v.categoryId),
        year: v.year.trim() ? Number(v.year.trim()) : null,
        language: v.language,
        groupNumbers: v.groups.map(Number),
        roleIds: v.roles.map(Number),
      },
      {
        onSuccess: () => {
          notify({ text: t('edit.saved'), type: 'success' });
          onClose();
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
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { name: download.displayName })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <FileFields
            values={v}
            errors={errors}
            onChange={(patch, field) => {
              setV((p) => ({ ...p, ...patch }));
              setErrors((e) => ({ ...e, [field]: '' }));
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const EMPTY_FILTER: FileFilter = { pageNumber: 1 };

/**
 * File management: every download by category, year and name (server paging), upload of up to five
 * files, edit, online/feedback form assignment and deletion with confirmation.
 */
export function FileManagement() {
  const { t } = useTranslation(['file-management', 'content-admin', 'messages', 'common']);
  const fmt = useFormat();
  const [filter, setFilter] = useState<FileFilter>(EMPTY_FILTER);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Download>();
  const [forming, setForming] = useState<Download>();
  const [doomed, setDoomed] = useState<Download>();
  const categories = useDocumentCategories();
  const years = useDocumentYears();
  const roles = useAllRoles();
  const query = useManagedFiles(filter);
  const remove = useDeleteFile();
  const filtered = filter.categoryId !== undefined || filter.year !== undefined || !!filter.query;
  const roleName = (id: number) =>
    id === ALL_ROLES_ID
      ? t('content-admin:allRoles')
      : (roles.data?.find((r) => r.roleId === id)?.roleDescription ?? String(id));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, query: text.trim() || undefined, pageNumber: 1 }));
  };

  return (
    <Stack>
      <SectionCard
        title={t('listTitle')}
        actions={<Button onClick={() => setUploading(true)}>{t('upload.open')}</Button>}
      >
        <Stack>
          <form onSubmit={search} role="search" aria-label={t('filters')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'end' }}>
              <NativeSelect
                label={t('fields.category')}
                value={filter.categoryId === undefined ? '' : String(filter.categoryId)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setFilter((f) => ({
                    ...f,
                    categoryId: v ? Number(v) : undefined,
                    pageNumber: 1,
                  }));
                }}
                data={[
                  { value: '', label: t('allCategories') },
                  ...(categories.data ?? []).map((c) => ({
                    value: String(c.categoryId),
                    label: c.description,
                  })),
                ]}
              />
              <NativeSelect
                label={t('fields.year')}
                value={filter.year === undefined ? '' : String(filter.year)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setFilter((f) => ({ ...f, year: v ? Number(v) : undefined, pageNumber: 1 }));
                }}
                data={[
                  { value: '', label: t('allYears') },
                  ...(years.data ?? []).map((y) => ({ value: String(y), label: String(y) })),
                ]}
              />
              <TextInput
                label={t('search')}
                value={text}
                maxLength={100}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Group gap="xs">
                <Button type="submit">{t('searchButton')}</Button>
                {filtered && (
                  <Button
                    variant="default"
                    onClick={() => {
                      setText('');
                      setFilter(EMPTY_FILTER);
                    }}
                  >
                    {t('clear')}
                  </Button>
                )}
              </Group>
            </SimpleGrid>
          </form>
          <QueryState
            query={query}
            isEmpty={(d) => d.items.length === 0}
            emptyText={filtered ? t('noResults') : t('empty')}
          >
            {(page) => (
              <Stack>
                <Text size="sm" c="dimmed" role="status">
                  {t('count', { count: page.totalNumberOfItems })}
                </Text>
                <DataTable label={t('listTitle')} minWidth={900}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('fields.displayName')}</Table.Th>
                      <Table.Th scope="col">{t('fields.category')}</Table.Th>
                      <Table.Th scope="col">{t('fields.year')}</Table.Th>
                      <Table.Th scope="col">{t('fields.groups')}</Table.Th>
                      <Table.Th scope="col">{t('fields.roles')}</Table.Th>
                      <Table.Th scope="col">{t('uploaded')}</Table.Th>
                      <Table.Th scope="col">{t('content-admin:actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((d) => (
                      <Table.Tr key={d.downloadId}>
                        <Table.Th scope="row" fw={500}>
                          {d.displayName}
                          {(d.isOnlineForm || d.isFeedback) && (
                            <Badge
                              ml="xs"
                              size="xs"
                              variant="outline"
                              color={d.isFeedback ? 'grape.9' : 'teal.9'}
                            >
                              {d.isFeedback ? t('form.kinds.feedback') : t('form.kinds.form')}
                            </Badge>
                          )}
                          <Text size="xs" c="dimmed" fw={400}>
                            {d.fileName}
                          </Text>
                        </Table.Th>
                        <Table.Td>{d.categoryName}</Table.Td>
                        <Table.Td>{d.year ?? '—'}</Table.Td>
                        <Table.Td>
                          {d.groupNumbers
                            .map((g) => (g === -1 ? t('content-admin:everyGroup') : g))
                            .join(', ')}
                        </Table.Td>
                        <Table.Td>{d.roleIds.map(roleName).join(', ')}</Table.Td>
                        <Table.Td>{fmt.date(d.uploadedDate)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={t('edit.one', { name: d.displayName })}
                              onClick={() => setEditing(d)}
                            >
                              {t('content-admin:edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={t('form.one', { name: d.displayName })}
                              onClick={() => setForming(d)}
                            >
                              {t('form.open')}
                            </Button>
                            {(d.isOnlineForm || d.isFeedback) && (
                              <AppLink
                                to={adminFormPathOf(d)}
                                size="sm"
                                aria-label={t('form.previewOne', { name: d.displayName })}
                              >
                                {t('form.preview')}
                              </AppLink>
                            )}
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              aria-label={t('deleteOne', { name: d.displayName })}
                              onClick={() => setDoomed(d)}
                            >
                              {t('content-admin:delete')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <Pager
                  total={page.totalNumberOfPages}
                  value={filter.pageNumber}
                  onChange={(pageNumber) => setFilter((f) => ({ ...f, pageNumber }))}
                />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </SectionCard>
      <UploadDialog opened={uploading} onClose={() => setUploading(false)} />
      {editing && <EditDialog download={editing} onClose={() => setEditing(undefined)} />}
      {forming && <FormDialog download={forming} onClose={() => setForming(undefined)} />}
      <ConfirmDialog
        opened={doomed !== undefined}
        title={t('deleteTitle')}
        content={t('deleteText', { name: doomed?.displayName ?? '' })}
        okLabel={t('content-admin:delete')}
        destructive
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => {
          const id = doomed!.downloadId;
          setDoomed(undefined);
          remove.mutate(id, {
            onSuccess: () => notify({ text: t('deleted'), type: 'success' }),
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          });
        }}
      />
    </Stack>
  );
}
