import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { ALL_ROLES_ID } from '@bp/contract';
import type { Download } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';
import { useAllRoles } from '../../lib/use-content-options';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';

/** The admin page of a download's form: fill-in preview that returns to file management. */
export const adminFormPathOf = (d: Pick<Download, 'downloadId' | 'displayName'>) =>
  `/admin/utilities/online-form/${d.downloadId}/${encodeURIComponent(d.displayName)}`;

/**
 * One page of managed downloads: name (form badge, file name), category, year, audience (groups and
 * roles), upload date, and the edit, form, preview and delete actions.
 */
export function ManagedFilesTable({
  items,
  onEdit,
  onForm,
  onDelete,
}: {
  items: Download[];
  onEdit: (d: Download) => void;
  onForm: (d: Download) => void;
  onDelete: (d: Download) => void;
}) {
  const { t } = useTranslation(['file-management', 'content-admin']);
  const fmt = useFormat();
  const roles = useAllRoles();
  const roleName = (id: number) =>
    id === ALL_ROLES_ID
      ? t('content-admin:allRoles')
      : (roles.data?.find((r) => r.roleId === id)?.roleDescription ?? String(id));
  return (
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
        {items.map((d) => (
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
              {d.groupNumbers.map((g) => (g === -1 ? t('content-admin:everyGroup') : g)).join(', ')}
            </Table.Td>
            <Table.Td>{d.roleIds.map(roleName).join(', ')}</Table.Td>
            <Table.Td>{fmt.date(d.uploadedDate)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('edit.one', { name: d.displayName })}
                  onClick={() => onEdit(d)}
                >
                  {t('content-admin:edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('form.one', { name: d.displayName })}
                  onClick={() => onForm(d)}
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
                  onClick={() => onDelete(d)}
                >
                  {t('content-admin:delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
