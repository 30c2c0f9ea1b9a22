import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { AccumulatorBar } from './accumulator-bar';
import { groupBuckets } from './accumulators';
import { useMemberAccumulatorsAdmin, useMemberCoverageAdmin } from './use-member-coverage';

/** A named member's coverage lines this plan year: plan, network, effective and end dates, status. */
export function MemberCoverageCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('coverage');
  const fmt = useFormat();
  const query = useMemberCoverageAdmin(memberId);
  return (
    <SectionCard title={t('memberCoverage.title')}>
      <QueryState
        query={query}
        isEmpty={(d) => !d.members.some((m) => m.memberId === memberId && m.coverages.length)}
        emptyText={t('memberCoverage.empty')}
      >
        {(data) => {
          const person = data.members.find((m) => m.memberId === memberId)!;
          return (
            <DataTable
              label={t('memberCoverage.title')}
              minWidth={720}
              caption={t('memberCoverage.caption', {
                year: data.planYear,
                group: `${data.groupNumber} · ${data.groupName}`,
              })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('memberCoverage.columns.coverage')}</Table.Th>
                  <Table.Th scope="col">{t('memberCoverage.columns.plan')}</Table.Th>
                  <Table.Th scope="col">{t('memberCoverage.columns.network')}</Table.Th>
                  <Table.Th scope="col">{t('memberCoverage.columns.effective')}</Table.Th>
                  <Table.Th scope="col">{t('memberCoverage.columns.terminated')}</Table.Th>
                  <Table.Th scope="col">{t('memberCoverage.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {person.coverages.map((c) => (
                  <Table.Tr key={`${c.coverageType}-${c.planName}-${c.effectiveDate}`}>
                    <Table.Th scope="row" fw={500}>
                      {t(`coverageTypes.${c.coverageType}`, { defaultValue: c.coverageType })}
                    </Table.Th>
                    <Table.Td>{[c.planName, c.tier].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>{c.networkName ?? '—'}</Table.Td>
                    <Table.Td>{fmt.date(c.effectiveDate)}</Table.Td>
                    <Table.Td>{c.terminationDate ? fmt.date(c.terminationDate) : '—'}</Table.Td>
                    <Table.Td>
                      {t(c.active ? 'memberCoverage.active' : 'memberCoverage.inactive')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

/** A named member's deductibles and out-of-pocket maximums this plan year, per coverage and network. */
export function MemberAccumulatorsCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('coverage');
  const query = useMemberAccumulatorsAdmin(memberId);
  return (
    <SectionCard title={t('accumulators.title')}>
      <QueryState
        query={query}
        isEmpty={(d) => d.buckets.length === 0}
        emptyText={t('accumulators.empty')}
      >
        {(data) => (
          <Stack>
            <Text size="sm" c="dimmed">
              {t('memberCoverage.accumulatorsYear', { year: data.year })}
            </Text>
            {groupBuckets(data.buckets).map((g) => {
              const headingId = `member-acc-${g.coverageType}`;
              return (
                <Paper
                  key={g.coverageType}
                  withBorder
                  p="md"
                  radius="md"
                  component="section"
                  aria-labelledby={headingId}
                >
                  <Title order={3} size="h5" id={headingId} mb="sm">
                    {t(`coverageTypes.${g.coverageType}`)}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: g.networks.length > 1 ? 2 : 1 }} spacing="xl">
                    {g.networks.map((n) => (
                      <Stack key={n.network} gap="sm">
                        <Title order={4} size="h6">
                          {t(`networks.${n.network}`)}
                        </Title>
                        {n.buckets.map((b) => (
                          <AccumulatorBar key={b.bucketId} bucket={b} />
                        ))}
                      </Stack>
                    ))}
                  </SimpleGrid>
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
