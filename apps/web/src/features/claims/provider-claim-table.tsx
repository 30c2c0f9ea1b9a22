import { Table } from '@mantine/core';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';
import type { ClaimSortField } from './claim-filters';
import { ClaimNumberLink } from './claim-links';
import { ProcessedDate, SortHeader, type SortProps } from './claim-results';
import { ClaimStatusBadge } from './claim-status-badge';

/** Where a claim row links to. */
export type ClaimPathOf = (claim: Pick<ClaimSummary, 'memberId' | 'fullClaimNumber'>) => string;

/** A page of claims as a provider reads them: patient, service, amounts billed, allowed and paid. */
export function ProviderClaimTable({
  claims,
  caption,
  label,
  pathOf,
  sort,
}: {
  claims: ClaimSummary[];
  caption: string;
  label: string;
  pathOf: ClaimPathOf;
  sort?: SortProps;
}) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  const head = (field: ClaimSortField, text: string, align?: 'right') =>
    sort ? (
      <SortHeader field={field} sort={sort} {...(align ? { align } : {})}>
        {text}
      </SortHeader>
    ) : (
      <Table.Th scope="col" ta={align}>
        {text}
      </Table.Th>
    );
  return (
    <DataTable label={label} minWidth={900} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          {head('claimNumber', t('columns.claimNumber'))}
          {head('patientLastName', t('columns.patient'))}
          <Table.Th scope="col">{t('columns.provider')}</Table.Th>
          {head('serviceDateFrom', t('columns.serviceDate'))}
          {head('processedDate', t('columns.processedDate'))}
          {head('status', t('columns.status'))}
          {head('billedCents', t('columns.billed'), 'right')}
          <Table.Th scope="col" ta="right">
            {t('amounts.allowedCents')}
          </Table.Th>
          {head('planPaidCents', t('columns.planPaid'), 'right')}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row" fw={500}>
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
            </Table.Th>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            <Table.Td>{c.providerName ?? t('unknownProvider')}</Table.Td>
            <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td>
              <ProcessedDate iso={c.processedDate} />
            </Table.Td>
            <Table.Td>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right">{fmt.money(c.billedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.allowedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.planPaidCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
