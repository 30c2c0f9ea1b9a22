import { Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useAccountPermissions, useSetPermission } from './use-accounts';

/**
 * Every permission with whether the account holds it and read-only; role defaults that cannot be
 * managed are shown and locked. `editable` is false for a caller whose Permissions grant is read-only.
 */
export function AccountPermissions({
  accountId,
  editable,
}: {
  accountId: number;
  editable: boolean;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const query = useAccountPermissions(accountId, true);
  const set = useSetPermission();
  const change = (permissionId: number, granted: boolean, readonly: boolean) =>
    set.mutate(
      { accountId, permissions: [{ permissionId, granted, readonly }] },
      {
        onSuccess: () => notify({ text: t('permissions.saved'), type: 'success' }),
        onError: (e) => notify({ text: errorTextOf(e, t), type: 'error' }),
      },
    );
  return (
    <SectionCard title={t('permissions.title')}>
      <QueryState query={query} emptyText={t('messages:noResults')}>
        {(rows) => (
          <DataTable label={t('permissions.title')} caption={t('permissions.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('permissions.name')}</Table.Th>
                <Table.Th scope="col">{t('permissions.granted')}</Table.Th>
                <Table.Th scope="col">{t('permissions.readonly')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => {
                const locked = !editable || p.isDefault || set.isPending;
                return (
                  <Table.Tr key={p.permissionId}>
                    <Table.Th scope="row" fw={400}>
                      {p.permissionDescription}
                      {p.isDefault && (
                        <Text span size="sm" ml="xs">
                          {t('permissions.default')}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>
                      <Switch
                        checked={p.granted}
                        disabled={locked}
                        aria-label={t('permissions.grantOf', { name: p.permissionDescription })}
                        onChange={(e) => change(p.permissionId, e.currentTarget.checked, false)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={p.readonly}
                        disabled={locked || !p.granted}
                        aria-label={t('permissions.readonlyOf', { name: p.permissionDescription })}
                        onChange={(e) => change(p.permissionId, true, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
