import {
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';
import { SORT_FIELDS, type ClaimSortField } from './claim-filters';
import { ClaimNumberLink, PayWithFsaButton, PayWithFsaLink } from './claim-links';
import { ClaimStatusBadge } from './claim-status-badge';
import { DetailItem } from '../../ui/detail-item';

export interface SortProps {
  sortField: ClaimSortField;
  sortAsc: boolean;
  onSort: (field: ClaimSortField, asc?: boolean) => void;
}

/** A sortable column header: a button inside the th, with aria-sort on the th. */
export function SortHeader({
  field,
  sort,
  children,
  align,
}: {
  field: ClaimSortField;
  sort: SortProps;
  children: string;
  align?: 'right';
}) {
  const active = sort.sortField === field;
  const Icon = sort.sortAsc ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      ta={align}
      aria-sort={active ? (sort.sortAsc ? 'ascending' : 'descending') : 'none'}
    >
      {/* The label wraps between its words (a narrow column), the arrow stays beside the last one. */}
      <UnstyledButton onClick={() => sort.onSort(field)} fw={700} fz="sm" ta={align}>
        {children}
        {active && <Icon size={14} aria-hidden style={ARROW} />}
      </UnstyledButton>
    </Table.Th>
  );
}

const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
const ARROW: CSSProperties = { marginInlineStart: 4, verticalAlign: 'middle' };

/**
 * A claim card's facts in two equal columns (what SimpleGrid cols={2} spacing="xs" draws), as plain
 * styles: SimpleGrid adds a <style> element and its render per card, 20 of them on a page.
 */
const FACTS_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 'var(--mantine-spacing-xs)',
  margin: 0,
};

/** A processed date, or a dash (read out as "not yet processed") while the claim is pending. */
export function ProcessedDate({ iso }: { iso: string | null }) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  if (iso) return <>{fmt.date(iso)}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('notProcessed')}</VisuallyHidden>
    </>
  );
}

/** What both layouts of one page of claims show. */
interface ClaimLayoutProps {
  claims: ClaimSummary[];
  caption: string;
  typeLabel: (code: string) => string;
  sort: SortProps;
}

/**
 * The desktop table of one page of claims: it fits 1280 px (navigation beside it) in English and Spanish,
 * "Your share" and "Pay with FSA" in view; narrower, it scrolls inside its card, the claim number in view.
 */
export function ClaimTable({ claims, caption, typeLabel, sort }: ClaimLayoutProps) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  return (
    <DataTable label={t('list.tableLabel')} minWidth={760} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <SortHeader field="claimNumber" sort={sort}>
            {t('columns.claimNumber')}
          </SortHeader>
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
          <Table.Th scope="col" ta="right">
            {t('columns.yourShare')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row" fw={500}>
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} />
            </Table.Th>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            {/* The claim type under the provider: the amounts keep their room at 1280 px (issue 29). */}
            <Table.Td>
              {c.providerName ?? t('unknownProvider')}
              <Text size="xs" c="dimmed">
                <VisuallyHidden>{`${t('columns.claimType')}: `}</VisuallyHidden>
                {typeLabel(c.claimType)}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP}>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td style={NOWRAP}>
              <ProcessedDate iso={c.processedDate} />
            </Table.Td>
            <Table.Td style={NOWRAP}>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {fmt.money(c.billedCents)}
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {fmt.money(c.planPaidCents)}
            </Table.Td>
            <Table.Td ta="right">
              <span style={NOWRAP}>{fmt.money(c.patientResponsibilityCents)}</span>
              {c.fsaPayable && (
                <>
                  <br />
                  <PayWithFsaLink fullClaimNumber={c.fullClaimNumber} />
                </>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** The phone layout (≤ 576 px): one card per claim and a sort select instead of column headers. */
export function ClaimCards({ claims, caption, typeLabel, sort }: ClaimLayoutProps) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  const sortOptions = SORT_FIELDS.flatMap((field) =>
    [false, true].map((asc) => ({
      value: `${field}:${asc ? 'asc' : 'desc'}`,
      label: t(`sort.options.${field}.${asc ? 'asc' : 'desc'}`),
    })),
  );
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('sort.label')}
        value={`${sort.sortField}:${sort.sortAsc ? 'asc' : 'desc'}`}
        onChange={(e) => {
          const [field, dir] = e.currentTarget.value.split(':') as [ClaimSortField, string];
          sort.onSort(field, dir === 'asc');
        }}
        data={sortOptions}
      />
      <Text size="sm" c="dimmed" id="claim-cards-caption">
        {caption}
      </Text>
      <Stack
        gap="sm"
        component="ul"
        aria-labelledby="claim-cards-caption"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {claims.map((c) => (
          <Paper withBorder p="sm" radius="md" component="li" key={c.fullClaimNumber}>
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} />
              <ClaimStatusBadge status={c.status} />
            </Group>
            <dl style={FACTS_GRID}>
              <DetailItem
                label={t('columns.patient')}
              >{`${c.patientFirstName} ${c.patientLastName}`}</DetailItem>
              <DetailItem label={t('columns.serviceDate')}>
                {fmt.date(c.serviceDateFrom)}
              </DetailItem>
              <DetailItem label={t('columns.provider')}>
                {c.providerName ?? t('unknownProvider')}
              </DetailItem>
              <DetailItem label={t('columns.claimType')}>{typeLabel(c.claimType)}</DetailItem>
              <DetailItem label={t('columns.billed')}>{fmt.money(c.billedCents)}</DetailItem>
              <DetailItem label={t('columns.planPaid')}>{fmt.money(c.planPaidCents)}</DetailItem>
              <DetailItem label={t('columns.yourShare')}>
                {fmt.money(c.patientResponsibilityCents)}
              </DetailItem>
            </dl>
            {c.fsaPayable && (
              <Group mt="xs">
                <PayWithFsaButton fullClaimNumber={c.fullClaimNumber} />
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
