import { Button, Stack, Text } from '@mantine/core';
import type { Download } from '@bp/contract/api/downloads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DocumentFilterForm, isFiltered } from '../../ui/document-filter-form';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { EditDialog } from './edit-dialog';
import { FormDialog } from './form-dialog';
import { ManagedFilesTable } from './managed-files-table';
import { UploadDialog } from './upload-dialog';
import { useDeleteFile, useManagedFiles, type FileFilter } from './use-file-management';

const EMPTY_FILTER: FileFilter = { pageNumber: 1 };

/**
 * File management: every download by category, year and name (server paging), upload of up to five
 * files, edit, online/feedback form assignment and deletion with confirmation.
 */
export function FileManagement() {
  const { t } = useTranslation(['file-management', 'content-admin', 'messages', 'common']);
  const [filter, setFilter] = useState<FileFilter>(EMPTY_FILTER);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Download>();
  const [forming, setForming] = useState<Download>();
  const [doomed, setDoomed] = useState<Download>();
  const query = useManagedFiles(filter);
  const remove = useDeleteFile();
  const filtered = isFiltered(filter);

  return (
    <Stack>
      <SectionCard
        title={t('listTitle')}
        actions={<Button onClick={() => setUploading(true)}>{t('upload.open')}</Button>}
      >
        <Stack>
          <DocumentFilterForm
            texts={{
              label: t('filters'),
              category: t('fields.category'),
              allCategories: t('allCategories'),
              year: t('fields.year'),
              allYears: t('allYears'),
              search: t('search'),
              searchButton: t('searchButton'),
              clear: t('clear'),
            }}
            filter={filter}
            onFilter={(f) => setFilter({ ...f, pageNumber: 1 })}
          />
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
                <ManagedFilesTable
                  items={page.items}
                  onEdit={setEditing}
                  onForm={setForming}
                  onDelete={setDoomed}
                />
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
