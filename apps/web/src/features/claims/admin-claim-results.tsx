import { Table } from '@mantine/core';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';
import { ClaimNumberLink } from './claim-links';
import { ProcessedDate, SortHeader, type SortProps } from './claim-results';
import { ClaimStatusBadge } from './claim-status-badge';

/** Where a claim row links to (the staff claim page of the member's claim). */
export type StaffClaimPathOf = (c: Pick<ClaimSummary, 'memberId' | 'fullClaimNumber'>) => string;

/** A page of the staff claim search's results: member, patient, provider, amounts and check. */
export function AdminClaimResultsTable({
  claims,
  caption,
  pathOf,
  sort,
}: {
  claims: ClaimSummary[];
  caption: string;
  pathOf: StaffClaimPathOf;
  sort: SortProps;
}) {
  const { t } = useTranslation(['claims', 'admin-options']);
  const fmt = useFormat();
  return (
    <DataTable label={t('admin-options:claimSearch.tableLabel')} minWidth={1000} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <SortHeader field="claimNumber" sort={sort}>
            {t('columns.claimNumber')}
          </SortHeader>
          <Table.Th scope="col">{t('admin-options:claimSearch.fields.memberId')}</Table.Th>
          <SortHeader field="patientLastName" sort={sort}>
            {t('columns.patient')}
          </SortHeader>
          <Table.Th scope="col">{t('columns.provider')}</Table.Th>
          <SortHeader field="serviceDateFrom" sort={sort}>
            {t('columns.serviceDate')}
          </SortHeader>
          <SortHeader field="processedDate" sort={sort}>
            {t('columns.processedDate')}
          </SortHeader>
          <SortHeader field="status" sort={sort}>
            {t('columns.status')}
          </SortHeader>
          <SortHeader field="billedCents" sort={sort} align="right">
            {t('columns.billed')}
          </SortHeader>
          <SortHeader field="planPaidCents" sort={sort} align="right">
            {t('columns.planPaid')}
          </SortHeader>
          <Table.Th scope="col">{t('admin-options:claimSearch.fields.checkNumber')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row" fw={500}>
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
            </Table.Th>
            <Table.Td>{c.memberId}</Table.Td>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            <Table.Td>{c.providerName ?? c.providerNumber ?? t('unknownProvider')}</Table.Td>
            <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td>
              <ProcessedDate iso={c.processedDate} />
            </Table.Td>
            <Table.Td>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right">{fmt.money(c.billedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.planPaidCents)}</Table.Td>
            <Table.Td>{c.checkNumber ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
