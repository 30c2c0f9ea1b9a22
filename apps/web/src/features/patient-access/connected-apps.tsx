import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectedAppRevoke, type ConnectedApp } from '@bp/contract/api/patient-access';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { errorTextOf } from '../../ui/field-errors';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useConnectedApps, useRevoke } from './use-patient-access';

/**
 * "Connected apps" in the member's settings: the apps connected to the member's (or a household member's)
 * data through the Patient Access API, a page at a time, each with Disconnect (after a confirmation).
 */
export function ConnectedApps() {
  const { t } = useTranslation(['patient-access', 'messages']);
  const [pageNumber, setPageNumber] = useState(1);
  const query = useConnectedApps(pageNumber);
  const revoke = useRevoke();
  const [doomed, setDoomed] = useState<ConnectedApp>();
  return (
    <Stack>
      <Text>{t('connected.intro')}</Text>
      <SectionCard title={t('connected.listTitle')}>
        <QueryState
          query={query}
          isEmpty={(d) => d.totalNumberOfItems === 0}
          emptyText={t('connected.empty')}
        >
          {(page) => (
            <ImpersonationGate def={connectedAppRevoke}>
              <Stack>
                <DataTable
                  label={t('connected.tableLabel', {
                    page: page.pageNumber,
                    pages: Math.max(1, page.totalNumberOfPages),
                  })}
                  minWidth={820}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('connected.columns.app')}</Table.Th>
                      <Table.Th scope="col">{t('connected.columns.whose')}</Table.Th>
                      <Table.Th scope="col">{t('connected.columns.reads')}</Table.Th>
                      <Table.Th scope="col">{t('connected.columns.connected')}</Table.Th>
                      <Table.Th scope="col">{t('connected.columns.lastUsed')}</Table.Th>
                      <Table.Th scope="col">{t('connected.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((a) => (
                      <Table.Tr key={a.grantId}>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {a.appName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('connected.publisher', { publisher: a.publisher })}
                          </Text>
                          {a.appSuspended && (
                            <Badge
                              color="orange"
                              variant="light"
                              title={t('connected.suspendedHelp')}
                            >
                              {t('connected.suspended')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {a.patientFirstName} {a.patientLastName}
                        </Table.Td>
                        <Table.Td>
                          {a.resourceTypes.map((r) => t(`connected.shortData.${r}`)).join(', ')}
                          {a.offlineAccess && (
                            <Text size="xs" c="dimmed">
                              {t('connected.keepsAccess')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{formatDate(a.connectedAt)}</Table.Td>
                        <Table.Td>
                          {a.lastUsedAt ? formatDate(a.lastUsedAt) : t('connected.neverUsed')}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('connected.disconnectOne', { app: a.appName })}
                            onClick={() => setDoomed(a)}
                          >
                            {t('connected.disconnect')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <Pager
                  total={page.totalNumberOfPages}
                  value={page.pageNumber}
                  onChange={setPageNumber}
                />
              </Stack>
            </ImpersonationGate>
          )}
        </QueryState>
      </SectionCard>
      <ConfirmDialog
        opened={doomed !== undefined}
        title={t('connected.confirmTitle')}
        content={
          doomed
            ? t('connected.confirm', {
                app: doomed.appName,
                name: `${doomed.patientFirstName} ${doomed.patientLastName}`,
              })
            : ''
        }
        okLabel={t('connected.disconnect')}
        destructive
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => {
          const app = doomed!;
          setDoomed(undefined);
          revoke.mutate(app.grantId, {
            onSuccess: () => {
              notify({
                text: t('connected.disconnected', { app: app.appName }),
                type: 'success',
              });
              // The last app of a later page gone: back to the page before.
              if (query.data && query.data.items.length === 1 && pageNumber > 1)
                setPageNumber((n) => n - 1);
            },
            onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
          });
        }}
      />
    </Stack>
  );
}
