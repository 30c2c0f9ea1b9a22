import { Alert, Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { claimDetailsAnon } from '@bp/contract/api/claims';
import type { EndpointResponse } from '@bp/contract/api/endpoint';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat, useLanguage } from '../../ui/use-language';
import { explanationsOf } from './claim-remarks';
import { ClaimStatusBadge } from './claim-status-badge';
import { useAnonClaimDetails, useAnonEopDownload, type AnonClaimKey } from './use-anon-claims';
import { isClaimNotFound } from './use-claims';

type AnonClaim = EndpointResponse<typeof claimDetailsAnon>;

/** The claim-level amounts a provider reads on an EOP. */
const AMOUNTS = [
  'billedCents',
  'allowedCents',
  'notCoveredCents',
  'deductibleCents',
  'copayCents',
  'coinsuranceCents',
  'planPaidCents',
  'patientResponsibilityCents',
] as const;

/**
 * A malformed, unknown or foreign claim (another tax id), or a page opened without the check or patient
 * account number that proves it (a typed address, another tab), all look alike: search again.
 */
function NotFound() {
  const { t } = useTranslation(['anonymous', 'claims']);
  return (
    <Alert color="red" variant="light" role="alert" title={t('claims:details.notFoundTitle')}>
      {t('anonymous:claims.details.notFound')}
    </Alert>
  );
}

function EopButton({ claim, claimKey }: { claim: AnonClaim; claimKey: AnonClaimKey }) {
  const { t } = useTranslation('anonymous');
  const download = useAnonEopDownload();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        disabled={!claim.eobAvailable}
        aria-describedby={claim.eobAvailable ? undefined : 'eop-unavailable'}
        onClick={() =>
          download.mutate(
            {
              parts: {
                claimPrefix: claim.claimPrefix,
                claimNumber: claim.claimNumber,
                claimSuffix: claim.claimSuffix,
              },
              key: claimKey,
            },
            // Spec §8: a failed EOB/EOP download is reported with this one message.
            {
              onError: () =>
                notify({ translationKey: 'errorOccurredDuringDownload', type: 'error' }),
            },
          )
        }
      >
        {t('claims.details.downloadEop')}
      </Button>
      {!claim.eobAvailable && (
        <Text size="xs" c="dimmed" id="eop-unavailable">
          {t('claims.details.eopUnavailable')}
        </Text>
      )}
    </Stack>
  );
}

function AnonClaimView({ claim, claimKey }: { claim: AnonClaim; claimKey: AnonClaimKey }) {
  const { t } = useTranslation(['anonymous', 'claims']);
  const fmt = useFormat();
  const dates = (from: string, thru: string | null) =>
    thru && thru !== from ? `${fmt.date(from)} – ${fmt.date(thru)}` : fmt.date(from);
  const explanations = explanationsOf(claim);
  return (
    <Stack>
      <SectionCard
        title={t('claims:details.summary')}
        actions={<EopButton claim={claim} claimKey={claimKey} />}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
          <DetailItem label={t('claims:columns.patient')}>
            {`${claim.patientFirstName} ${claim.patientLastName}`}
          </DetailItem>
          <DetailItem label={t('claims:columns.status')}>
            <ClaimStatusBadge status={claim.status} />
          </DetailItem>
          <DetailItem label={t('claims:columns.provider')}>{claim.providerName}</DetailItem>
          <DetailItem label={t('claims:details.serviceDates')}>
            {dates(claim.serviceDateFrom, claim.serviceDateThru)}
          </DetailItem>
          <DetailItem label={t('claims:details.receivedDate')}>
            {fmt.date(claim.receivedDate)}
          </DetailItem>
          <DetailItem label={t('claims:columns.processedDate')}>
            {claim.processedDate ? fmt.date(claim.processedDate) : t('claims:notProcessed')}
          </DetailItem>
          <DetailItem label={t('claims:details.patientAccountNumber')}>
            {claim.patientAccountNumber}
          </DetailItem>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" spacing="sm" mt="md" mb={0}>
          {AMOUNTS.map((a) => (
            <Paper withBorder p="sm" radius="md" key={a}>
              <Text size="xs" c="dimmed" component="dt">
                {t(`anonymous:claims.amounts.${a}`)}
              </Text>
              <Text fw={700} component="dd" m={0}>
                {fmt.money(claim[a])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={t('claims:lines.title')}>
        {claim.lines.length > 0 ? (
          <DataTable
            label={t('claims:lines.tableLabel')}
            caption={t('anonymous:claims.details.linesCaption')}
            minWidth={720}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('claims:lines.procedure')}</Table.Th>
                <Table.Th scope="col">{t('claims:lines.dates')}</Table.Th>
                {(
                  [
                    'billedCents',
                    'allowedCents',
                    'planPaidCents',
                    'patientResponsibilityCents',
                  ] as const
                ).map((a) => (
                  <Table.Th scope="col" ta="right" key={a}>
                    {t(`anonymous:claims.amounts.${a}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claim.lines.map((l) => (
                <Table.Tr key={l.lineNumber}>
                  <Table.Th scope="row" fw={500}>
                    {[l.procedureCode, ...l.modifiers].filter(Boolean).join('-') ||
                      t('claims:lines.noProcedure')}
                  </Table.Th>
                  <Table.Td>{dates(l.serviceDateFrom, l.serviceDateThru)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(l.billedCents)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(l.allowedCents)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(l.planPaidCents)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(l.patientResponsibilityCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text c="dimmed">{t('claims:lines.none')}</Text>
        )}
      </SectionCard>

      <SectionCard title={t('claims:remarks.title')}>
        {explanations.length > 0 ? (
          <Stack gap="xs" component="dl" m={0}>
            {explanations.map((r) => (
              <div key={r.code}>
                <Text component="dt" fw={700} size="sm">
                  {r.code}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {r.explanation || t('claims:remarks.noText')}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('claims:remarks.none')}</Text>
        )}
      </SectionCard>

      <SectionCard title={t('claims:payments.title')}>
        {claim.payments.length > 0 ? (
          <DataTable label={t('claims:payments.tableLabel')} caption={t('claims:payments.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('claims:payments.checkNumber')}</Table.Th>
                <Table.Th scope="col">{t('claims:payments.checkDate')}</Table.Th>
                <Table.Th scope="col">{t('claims:payments.payee')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('claims:payments.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claim.payments.map((p) => (
                <Table.Tr key={p.checkNumber}>
                  <Table.Th scope="row" fw={500}>
                    {p.checkNumber}
                  </Table.Th>
                  <Table.Td>{fmt.date(p.checkDate)}</Table.Td>
                  <Table.Td>{p.payeeName}</Table.Td>
                  <Table.Td ta="right">{fmt.money(p.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text c="dimmed">{t('claims:payments.none')}</Text>
        )}
      </SectionCard>
    </Stack>
  );
}

/** A claim found by the anonymous search, with its EOP; unknown or foreign claims show the not-found state. */
export function AnonClaimDetailsView({ claimKey }: { claimKey: AnonClaimKey | null }) {
  const language = useLanguage();
  const query = useAnonClaimDetails(claimKey, language);
  if (claimKey === null || (query.isError && isClaimNotFound(query.error))) return <NotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => <AnonClaimView claim={claim} claimKey={claimKey} />}
    </QueryState>
  );
}
