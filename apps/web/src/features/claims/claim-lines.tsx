import { Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ClaimDetails, ClaimLine } from '@bp/contract/api/claims';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';
import { lineRemarks } from './claim-remarks';

/** The amounts of a line (and of the claim's totals), in the order an EOB shows them. */
export const AMOUNT_COLUMNS = [
  'billedCents',
  'allowedCents',
  'notCoveredCents',
  'deductibleCents',
  'copayCents',
  'coinsuranceCents',
  'planPaidCents',
  'patientResponsibilityCents',
] as const satisfies readonly (keyof ClaimLine & keyof ClaimDetails)[];

function dates(line: ClaimLine, date: (iso: string) => string): string {
  const from = date(line.serviceDateFrom);
  return line.serviceDateThru && line.serviceDateThru !== line.serviceDateFrom
    ? `${from} – ${date(line.serviceDateThru)}`
    : from;
}

/** "11 – Office" when the name is known, else the code. */
function placeLabel(code: string, placeName: (code: string) => string | undefined): string {
  const name = placeName(code);
  return name ? `${code} – ${name}` : code;
}

function procedureOf(line: ClaimLine): string {
  return [line.procedureCode, ...line.modifiers].filter(Boolean).join('-');
}

/** Who reads the claim: a provider reads "patient responsibility" where a member reads "you owe". */
/** Who reads the claim: the member ("you owe") or a provider or staff ("patient responsibility"). */
export type ClaimAudience = 'member' | 'provider' | 'staff';

/** The i18next context of the amount labels for an audience. */
export function audienceContext(audience: ClaimAudience | undefined): { context?: string } {
  return audience === 'provider' || audience === 'staff' ? { context: 'provider' } : {};
}

interface LinesProps {
  audience?: ClaimAudience | undefined;
  claim: ClaimDetails;
  placeName: (code: string) => string | undefined;
}

/**
 * The service lines as a table with a totals row (wide screens; it scrolls sideways when narrow, its first
 * column in view). A line's dates and place sit under its procedure, so the amounts and the remark codes
 * fit beside it at 1280 px in either language.
 */
export function ClaimLinesTable({ claim, placeName, audience }: LinesProps) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  return (
    <DataTable
      label={t('lines.tableLabel')}
      minWidth={720}
      dense
      caption={t('lines.caption', { count: claim.lines.length })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('lines.procedure')}</Table.Th>
          {AMOUNT_COLUMNS.map((c) => (
            <Table.Th scope="col" ta="right" key={c}>
              {t(`amounts.${c}`, audienceContext(audience))}
            </Table.Th>
          ))}
          <Table.Th scope="col">{t('lines.remarks')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claim.lines.map((l) => (
          <Table.Tr key={l.lineNumber}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {t('lines.lineOf', {
                  number: l.lineNumber,
                  procedure: procedureOf(l) || t('lines.noProcedure'),
                })}
              </Text>
              {l.description && (
                <Text size="xs" c="dimmed">
                  {l.description}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <VisuallyHidden>{`${t('lines.dates')}: `}</VisuallyHidden>
                {dates(l, fmt.date)}
              </Text>
              {l.placeOfService && (
                <Text size="xs" c="dimmed">
                  {t('lines.placeOf', { place: placeLabel(l.placeOfService, placeName) })}
                </Text>
              )}
            </Table.Th>
            {AMOUNT_COLUMNS.map((c) => (
              <Table.Td ta="right" key={c} data-amount={c} style={{ whiteSpace: 'nowrap' }}>
                {fmt.money(l[c])}
              </Table.Td>
            ))}
            <Table.Td>
              {lineRemarks(l)
                .map((r) => r.code)
                .join(', ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('lines.totals')}</Table.Th>
          {AMOUNT_COLUMNS.map((c) => (
            <Table.Td ta="right" fw={700} key={c} data-amount={c} style={{ whiteSpace: 'nowrap' }}>
              {fmt.money(claim[c])}
            </Table.Td>
          ))}
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </DataTable>
  );
}

function Amount({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={strong ? 700 : undefined}>
        {children}
      </Text>
    </Group>
  );
}

/** The phone layout (≤ 576 px): one card per line with its amounts listed, then the totals. */
export function ClaimLineCards({ claim, placeName, audience }: LinesProps) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('lines.tableLabel')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {claim.lines.map((l) => {
          const codes = lineRemarks(l).map((r) => r.code);
          return (
            <Paper withBorder p="sm" radius="md" component="li" key={l.lineNumber}>
              <Text fw={600} size="sm">
                {t('lines.lineOf', {
                  number: l.lineNumber,
                  procedure: procedureOf(l) || t('lines.noProcedure'),
                })}
              </Text>
              {l.description && (
                <Text size="xs" c="dimmed">
                  {l.description}
                </Text>
              )}
              <Text size="xs" mb="xs">
                {dates(l, fmt.date)}
                {l.placeOfService ? ` · ${placeLabel(l.placeOfService, placeName)}` : ''}
              </Text>
              <Stack gap={2} component="dl" m={0}>
                {AMOUNT_COLUMNS.map((c) => (
                  <Amount
                    key={c}
                    label={t(`amounts.${c}`, audienceContext(audience))}
                    strong={c === 'patientResponsibilityCents'}
                  >
                    {fmt.money(l[c])}
                  </Amount>
                ))}
                {codes.length > 0 && <Amount label={t('lines.remarks')}>{codes.join(', ')}</Amount>}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Paper withBorder p="sm" radius="md" bg="gray.0">
        <Text fw={700} size="sm" mb="xs">
          {t('lines.totals')}
        </Text>
        <SimpleGrid cols={1} spacing={2} component="dl" m={0}>
          {AMOUNT_COLUMNS.map((c) => (
            <Amount
              key={c}
              label={t(`amounts.${c}`, audienceContext(audience))}
              strong={c === 'patientResponsibilityCents'}
            >
              {fmt.money(claim[c])}
            </Amount>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
