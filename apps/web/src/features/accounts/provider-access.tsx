import { Button, Group, Stack, Switch, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import {
  useAddProviderAccess,
  useNetworks,
  useProviderAccesses,
  useRemoveProviderAccess,
  useSetClaimsFilter,
  useSetNetwork,
} from './use-accounts';

/** Provider accesses (GetAccess/CreateAccess/DeleteAccess/SetClaimsFilter) and networks of a provider account. */
export function ProviderAccess({ accountId, editable }: { accountId: number; editable: boolean }) {
  const { t } = useTranslation(['accounts', 'messages']);
  const accesses = useProviderAccesses(accountId, true);
  const networks = useNetworks(accountId, true);
  const add = useAddProviderAccess();
  const remove = useRemoveProviderAccess();
  const filter = useSetClaimsFilter();
  const network = useSetNetwork();
  const [providerNumber, setProviderNumber] = useState('');
  const [error, setError] = useState<string>();
  const fail = (err: unknown) => notify({ text: errorTextOf(err, t), type: 'error' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { accountId, providerNumber },
      {
        onSuccess: () => {
          setProviderNumber('');
          setError(undefined);
        },
        onError: (err) => setError(fieldErrorsOf(err, t).providerNumber ?? errorTextOf(err, t)),
      },
    );
  };
  return (
    <SectionCard title={t('providers.title')}>
      <Stack>
        {editable && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end">
              <TextInput
                label={t('providers.providerNumber')}
                value={providerNumber}
                error={error}
                onChange={(e) => setProviderNumber(e.currentTarget.value)}
              />
              <Button type="submit" loading={add.isPending}>
                {t('providers.add')}
              </Button>
            </Group>
          </form>
        )}
        <QueryState
          query={accesses}
          isEmpty={(d) => d.length === 0}
          emptyText={t('providers.none')}
        >
          {(rows) => (
            <DataTable label={t('providers.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('providers.providerNumber')}</Table.Th>
                  <Table.Th scope="col">{t('providers.name')}</Table.Th>
                  <Table.Th scope="col">{t('providers.claimsFiltered')}</Table.Th>
                  {editable && <Table.Th scope="col">{t('groupAccess.action')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.providerNumber}>
                    <Table.Th scope="row" fw={400}>
                      {a.providerNumber}
                    </Table.Th>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={a.claimsFiltered}
                        disabled={!editable || filter.isPending}
                        aria-label={t('providers.claimsFilteredOf', { name: a.name })}
                        onChange={(e) =>
                          filter.mutate(
                            {
                              accountId,
                              providerNumber: a.providerNumber,
                              claimsFiltered: e.currentTarget.checked,
                            },
                            { onError: fail },
                          )
                        }
                      />
                    </Table.Td>
                    {editable && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('providers.removeOf', { name: a.name })}
                          onClick={() =>
                            remove.mutate(
                              { accountId, providerNumber: a.providerNumber },
                              { onError: fail },
                            )
                          }
                        >
                          {t('providers.remove')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
        <QueryState
          query={networks}
          isEmpty={(d) => d.length === 0}
          emptyText={t('providers.noNetworks')}
        >
          {(rows) => (
            <Stack gap="xs" role="group" aria-label={t('providers.networks')}>
              {rows.map((n) => (
                <Switch
                  key={n.networkId}
                  label={n.name}
                  checked={n.access}
                  disabled={!editable || network.isPending}
                  onChange={(e) =>
                    network.mutate(
                      { accountId, networkId: n.networkId, access: e.currentTarget.checked },
                      { onError: fail },
                    )
                  }
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
