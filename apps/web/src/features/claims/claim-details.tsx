import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { IconDownload } from '@tabler/icons-react';
import type { ClaimDetails } from '@bp/contract/api/claims';
import type { ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat, useLanguage } from '../../ui/use-language';
import { PayWithFsaButton } from './claim-links';
import {
  ClaimLineCards,
  ClaimLinesTable,
  audienceContext,
  type ClaimAudience,
} from './claim-lines';
import { explanationsOf } from './claim-remarks';
import { ClaimStatusBadge } from './claim-status-badge';
import {
  isClaimNotFound,
  useClaimDetails,
  useEobDownload,
  usePlaceOfServiceNames,
  useSearchOptions,
} from './use-claims';
import { DetailItem } from '../../ui/detail-item';
import type { AppealPortal } from '../../lib/appeal-links';
import { LazyAppealPanel } from '../../ui/appeal-panel-lazy';

const PHONE_QUERY = '(max-width: 576px)';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="lg" fw={700} component="dd" m={0}>
        {value}
      </Text>
    </Paper>
  );
}

/** What the member sees when the number is malformed, unknown or of someone they may not see. */
export function ClaimNotFound() {
  const { t } = useTranslation('claims');
  return (
    <Alert color="red" variant="light" role="alert" title={t('details.notFoundTitle')}>
      {t('details.notFound')}
    </Alert>
  );
}

function EobButton({ claim }: { claim: ClaimDetails }) {
  const { t } = useTranslation(['claims', 'messages']);
  const download = useEobDownload();
  const parts: ClaimNumberParts = {
    claimPrefix: claim.claimPrefix,
    claimNumber: claim.claimNumber,
    claimSuffix: claim.claimSuffix,
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        disabled={!claim.eobAvailable}
        onClick={() =>
          download.mutate(parts, {
            // Spec §8: any failed EOB download is reported with this one message.
            onError: () => notify({ translationKey: 'errorOccurredDuringDownload', type: 'error' }),
          })
        }
        aria-describedby={claim.eobAvailable ? undefined : 'eob-unavailable'}
      >
        {t('details.downloadEob')}
      </Button>
      {!claim.eobAvailable && (
        <Text size="xs" c="dimmed" id="eob-unavailable">
          {t('details.eobUnavailable')}
        </Text>
      )}
    </Stack>
  );
}

/** The denied or reduced lines' section, loaded on first use: most claims have none. */
const ClaimDenials = lazy(() =>
  import('./claim-denials').then((m) => ({ default: m.ClaimDenials })),
);

/**
 * The body of a loaded claim: summary, amounts, service lines, explanation of codes, payments.
 * `actions` sit beside the summary's title (the member's EOB and FSA buttons, a provider's EOP).
 */
export function ClaimView({
  claim,
  actions,
  audience,
  appealPortal,
}: {
  claim: ClaimDetails;
  actions: ReactNode;
  audience?: ClaimAudience;
  /** The portal whose routes the appeal panel links to (issue 31); none: no links. */
  appealPortal?: AppealPortal | undefined;
}) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  const language = useLanguage();
  // Read in the first render: a phone never draws the table first and then swaps it for cards (a layout shift).
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const options = useSearchOptions(language);
  const places = usePlaceOfServiceNames(language);
  const typeLabel =
    options.data?.claimTypes.find((o) => o.value === claim.claimType)?.label ??
    t(`claimType.${claim.claimType}`, { defaultValue: claim.claimType });
  const placeName = (code: string) => places.data?.get(code);
  const explanations = explanationsOf(claim);
  const serviceDates =
    claim.serviceDateThru && claim.serviceDateThru !== claim.serviceDateFrom
      ? `${fmt.date(claim.serviceDateFrom)} – ${fmt.date(claim.serviceDateThru)}`
      : fmt.date(claim.serviceDateFrom);
  const network =
    claim.inNetwork === null
      ? ''
      : `${t(claim.inNetwork ? 'details.inNetwork' : 'details.outOfNetwork')}${claim.networkName ? ` (${claim.networkName})` : ''}`;
  const Lines = phone ? ClaimLineCards : ClaimLinesTable;

  return (
    <Stack>
      <SectionCard title={t('details.summary')} actions={actions}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
          <DetailItem
            label={t('columns.patient')}
          >{`${claim.patientFirstName} ${claim.patientLastName}`}</DetailItem>
          <DetailItem label={t('details.memberId')}>{claim.memberId}</DetailItem>
          <DetailItem label={t('columns.claimType')}>{typeLabel}</DetailItem>
          <DetailItem label={t('columns.status')}>
            <ClaimStatusBadge status={claim.status} />
          </DetailItem>
          <DetailItem label={t('columns.provider')}>
            {[
              claim.providerName,
              claim.providerNumber
                ? t('details.providerNumberOf', { number: claim.providerNumber })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </DetailItem>
          <DetailItem label={t('details.providerAddress')}>{claim.providerAddress}</DetailItem>
          <DetailItem label={t('details.network')}>{network}</DetailItem>
          <DetailItem label={t('details.serviceDates')}>{serviceDates}</DetailItem>
          <DetailItem label={t('details.receivedDate')}>{fmt.date(claim.receivedDate)}</DetailItem>
          <DetailItem label={t('columns.processedDate')}>
            {claim.processedDate ? fmt.date(claim.processedDate) : t('notProcessed')}
          </DetailItem>
          <DetailItem label={t('details.patientAccountNumber')}>
            {claim.patientAccountNumber}
          </DetailItem>
          <DetailItem label={t('details.diagnosisCodes')}>
            {claim.diagnosisCodes.join(', ')}
          </DetailItem>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" spacing="sm" mt="md" mb={0}>
          <Stat label={t('amounts.billedCents')} value={fmt.money(claim.billedCents)} />
          <Stat label={t('amounts.allowedCents')} value={fmt.money(claim.allowedCents)} />
          <Stat label={t('amounts.planPaidCents')} value={fmt.money(claim.planPaidCents)} />
          <Stat
            label={t('amounts.patientResponsibilityCents', audienceContext(audience))}
            value={fmt.money(claim.patientResponsibilityCents)}
          />
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={t('lines.title')}>
        {claim.lines.length > 0 ? (
          <Lines claim={claim} placeName={placeName} audience={audience} />
        ) : (
          <Text c="dimmed">{t('lines.none')}</Text>
        )}
      </SectionCard>

      {claim.lines.some((l) => l.denial) && (
        <Suspense fallback={null}>
          <ClaimDenials claim={claim} />
        </Suspense>
      )}

      {claim.appeal && (
        <LazyAppealPanel
          appeal={claim.appeal}
          portal={appealPortal}
          subject={{ claim: claim.fullClaimNumber }}
        />
      )}

      <SectionCard title={t('remarks.title')}>
        {explanations.length > 0 ? (
          <Stack gap="xs" component="dl" m={0} style={{ overflowWrap: 'anywhere' }}>
            {explanations.map((r) => (
              <Group key={r.code} gap="sm" wrap="nowrap" align="flex-start">
                <Text component="dt" fw={700} size="sm" miw={56}>
                  {r.code}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {r.explanation || t('remarks.noText')}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('remarks.none')}</Text>
        )}
      </SectionCard>

      <SectionCard title={t('payments.title')}>
        {claim.payments.length > 0 ? (
          <DataTable
            label={t('payments.tableLabel')}
            minWidth={560}
            caption={t('payments.caption')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payments.checkNumber')}</Table.Th>
                <Table.Th scope="col">{t('payments.checkDate')}</Table.Th>
                <Table.Th scope="col">{t('payments.payee')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payments.amount')}
                </Table.Th>
                <Table.Th scope="col">{t('payments.cleared')}</Table.Th>
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
                  <Table.Td>
                    {p.clearDate ? fmt.date(p.clearDate) : t('payments.notCleared')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text c="dimmed">{t('payments.none')}</Text>
        )}
      </SectionCard>
    </Stack>
  );
}

/** One claim of the household; a malformed, unknown or foreign claim number shows the not-found state. */
export function ClaimDetailsView({
  parts,
  appealPortal,
}: {
  parts: ClaimNumberParts | null;
  /** The member portal's appeal links (issue 31). */
  appealPortal?: AppealPortal | undefined;
}) {
  const language = useLanguage();
  const query = useClaimDetails(parts, language);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <ClaimView
          claim={claim}
          appealPortal={appealPortal}
          actions={
            <Group gap="sm" align="flex-start">
              {claim.fsaPayable && (
                <PayWithFsaButton fullClaimNumber={claim.fullClaimNumber} size="sm" />
              )}
              <EobButton claim={claim} />
            </Group>
          }
        />
      )}
    </QueryState>
  );
}
