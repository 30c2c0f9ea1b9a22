import { Badge, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { checkSummary } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import type { StaffClaimPathOf } from './admin-claim-results';
import { ClaimNumberLink } from './claim-links';

type Check = z.infer<typeof checkSummary>;

/** One check found: payee, amount, dates, status, group, and the claims it paid. */
export function CheckCard({ check, pathOf }: { check: Check; pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation('admin-options');
  const fmt = useFormat();
  return (
    <SectionCard title={t('checkSearch.checkTitle', { number: check.checkNumber })}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
          <DetailItem label={t('checkSearch.payee')}>
            {`${check.payeeName} (${t(`checkSearch.payeeType.${check.payeeType}`)})`}
          </DetailItem>
          <DetailItem label={t('checkSearch.amount')}>{fmt.money(check.amountCents)}</DetailItem>
          <DetailItem label={t('checkSearch.checkDate')}>{fmt.date(check.checkDate)}</DetailItem>
          <DetailItem label={t('checkSearch.clearDate')}>
            {check.clearDate ? fmt.date(check.clearDate) : t('checkSearch.notCleared')}
          </DetailItem>
          <DetailItem label={t('checkSearch.status')}>
            <Badge variant="outline" color={check.status === 'Cleared' ? 'teal.9' : 'gray.7'}>
              {t(`checkSearch.statuses.${check.status}`)}
            </Badge>
          </DetailItem>
          <DetailItem label={t('checkSearch.group')}>{String(check.groupNumber)}</DetailItem>
        </SimpleGrid>
        {check.claims.length > 0 ? (
          <DataTable
            label={t('checkSearch.claimsLabel', { number: check.checkNumber })}
            minWidth={480}
            caption={t('checkSearch.claimsCaption', { count: check.claims.length })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('checkSearch.claimNumber')}</Table.Th>
                <Table.Th scope="col">{t('claimSearch.fields.memberId')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('checkSearch.paid')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.claims.map((c) => (
                <Table.Tr key={c.fullClaimNumber}>
                  <Table.Th scope="row" fw={500}>
                    <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
                  </Table.Th>
                  <Table.Td>{c.memberId}</Table.Td>
                  <Table.Td ta="right">{fmt.money(c.paidCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text c="dimmed">{t('checkSearch.noClaims')}</Text>
        )}
      </Stack>
    </SectionCard>
  );
}
