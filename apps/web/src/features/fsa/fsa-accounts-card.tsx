import { Badge, Table } from '@mantine/core';
import type { HealthAccount } from '@bp/contract/api/finance';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useFsaAccounts } from './use-fsa';

/** An account's short name: type and plan year ("FSA 2026"). */
export const accountName = (a: Pick<HealthAccount, 'accountType' | 'planYear'>) =>
  `${a.accountType} ${a.planYear}`;

/** The member's health accounts with election, spent and available balance, active first (server order). */
export function FsaAccountsCard() {
  const { t } = useTranslation('fsa');
  const query = useFsaAccounts();
  const fmt = useFormat();
  return (
    <SectionCard title={t('accounts.title')}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('accounts.empty')}>
        {(accounts) => (
          <DataTable
            label={t('accounts.title')}
            minWidth={640}
            caption={t('accounts.caption', { count: accounts.length })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('accounts.columns.account')}</Table.Th>
                <Table.Th scope="col">{t('accounts.columns.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accounts.columns.election')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accounts.columns.spent')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('accounts.columns.available')}
                </Table.Th>
                <Table.Th scope="col">{t('accounts.columns.claimDeadline')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((a) => (
                <Table.Tr key={a.accountId} data-account-id={a.accountId}>
                  <Table.Th scope="row">{accountName(a)}</Table.Th>
                  <Table.Td>
                    <Badge
                      miw="max-content"
                      variant="outline"
                      color={a.active ? 'teal.9' : 'gray.7'}
                    >
                      {t(a.active ? 'accounts.active' : 'accounts.closed')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{fmt.money(a.electionCents)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(a.spentCents)}</Table.Td>
                  <Table.Td
                    ta="right"
                    data-testid={`fsa-available-${a.accountId}`}
                    data-cents={a.availableCents}
                  >
                    {fmt.money(a.availableCents)}
                  </Table.Td>
                  <Table.Td>{fmt.date(a.claimDeadline)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
