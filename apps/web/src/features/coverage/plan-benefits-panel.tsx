import { Stack, Table, Text } from '@mantine/core';
import type { PlanBenefits } from '@bp/contract/api/coverage';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { categoryName, termsText } from './benefit-terms';
import { usePlanBenefits } from './use-coverage';

type Plan = PlanBenefits['plans'][number];
/** Medical first, as on the card and the dashboard. */
const COVERAGE_ORDER = ['MED', 'RX', 'DEN', 'VIS'];
const coverageRank = (c: string) =>
  COVERAGE_ORDER.includes(c) ? COVERAGE_ORDER.indexOf(c) : COVERAGE_ORDER.length;
const LIMIT_ROWS = [
  'deductibleIndividual',
  'deductibleFamily',
  'oopIndividual',
  'oopFamily',
] as const;

function PlanSchedule({ plan }: { plan: Plan }) {
  const { t } = useTranslation('coverage');
  const fmt = useFormat();
  const money = (c: number) => fmt.money(c);
  const inLimits = plan.limits.find((l) => l.network === 'InNetwork');
  const outLimits = plan.limits.find((l) => l.network === 'OutOfNetwork');
  const cell = (l: Plan['limits'][number] | undefined, key: (typeof LIMIT_ROWS)[number]) =>
    l ? fmt.money(l[`${key}Cents`]) : t('details.noEnd');
  const title = t('benefits.planTitle', {
    coverage: t(`coverageTypes.${plan.coverageType}`, { defaultValue: plan.coverageType }),
    plan: plan.planName,
  });
  return (
    <SectionCard title={title}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {[
            t('benefits.planPeriod', {
              from: fmt.date(plan.planYearStartDate),
              to: fmt.date(plan.planYearEndDate),
            }),
            plan.networkName && t('benefits.network', { name: plan.networkName }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {plan.limits.length > 0 && (
          <DataTable
            label={t('benefits.limitsCaption', { plan: plan.planName })}
            minWidth={480}
            caption={t('benefits.limitsCaption', { plan: plan.planName })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('benefits.columns.limit')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('benefits.columns.inNetwork')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('benefits.columns.outOfNetwork')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {LIMIT_ROWS.map((key) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{t(`benefits.limits.${key}`)}</Table.Th>
                  <Table.Td ta="right">{cell(inLimits, key)}</Table.Td>
                  <Table.Td ta="right">{cell(outLimits, key)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
        {plan.benefits.length > 0 && (
          <DataTable
            label={t('benefits.benefitsCaption', { plan: plan.planName })}
            minWidth={560}
            caption={t('benefits.benefitsCaption', { plan: plan.planName })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('benefits.columns.service')}</Table.Th>
                <Table.Th scope="col">{t('benefits.columns.inNetwork')}</Table.Th>
                <Table.Th scope="col">{t('benefits.columns.outOfNetwork')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.benefits.map((b) => (
                <Table.Tr key={b.category}>
                  <Table.Th scope="row">{categoryName(b.category, b.description, t)}</Table.Th>
                  <Table.Td>{termsText(b.inNetworkTerms, t, money)}</Table.Td>
                  <Table.Td>{termsText(b.outOfNetworkTerms, t, money)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </Stack>
    </SectionCard>
  );
}

/** My plans, benefits: per plan of the year its deductible/out-of-pocket limits and what each service costs. */
export function PlanBenefitsPanel({
  year,
  memberId,
}: {
  year?: number | undefined;
  /** Staff: the member's plans (the current plan year unless `year`). */
  memberId?: string | undefined;
}) {
  const { t } = useTranslation('coverage');
  const query = usePlanBenefits(year, memberId);
  return (
    <QueryState query={query} isEmpty={(d) => d.plans.length === 0} emptyText={t('benefits.empty')}>
      {(data) => (
        <Stack>
          {[...data.plans]
            .sort((a, b) => coverageRank(a.coverageType) - coverageRank(b.coverageType))
            .map((p) => (
              <PlanSchedule key={`${p.coverageType}-${p.planName}`} plan={p} />
            ))}
        </Stack>
      )}
    </QueryState>
  );
}
