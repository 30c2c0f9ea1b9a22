import { Alert, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { AccumulatorBar } from './accumulator-bar';
import { groupBuckets } from './accumulators';
import { useAccumulators, useAccumulatorYears, useCoverageDetails } from './use-coverage';

/**
 * My plans, deductibles: every bucket of a plan year (individual and family, in and out of network)
 * per coverage, for the member or another person of the household the member may see.
 */
export function AccumulatorsPanel({ year }: { year: number }) {
  const { t } = useTranslation('coverage');
  const [memberId, setMemberId] = useState<string | undefined>(undefined);
  const details = useCoverageDetails(year);
  const people = details.data?.members ?? [];
  // The chosen person may not be on the policy after a policy switch: fall back to the member.
  const chosen = people.some((p) => p.memberId === memberId) ? memberId : undefined;
  const query = useAccumulators(year, chosen);
  const years = useAccumulatorYears(chosen);
  const noActivity = years.data !== undefined && !years.data.includes(year);
  const title = t('accumulators.title');

  return (
    <SectionCard title={`${title} · ${year}`}>
      <Stack>
        {people.length > 1 && (
          <NativeSelect
            label={t('accumulators.person')}
            maw={360}
            value={chosen ?? query.data?.memberId ?? ''}
            onChange={(e) => setMemberId(e.currentTarget.value)}
            data={people.map((p) => ({ value: p.memberId, label: `${p.firstName} ${p.lastName}` }))}
          />
        )}
        {noActivity && (
          <Alert variant="light" color="blue">
            {t('accumulators.noActivity', { year })}
          </Alert>
        )}
        <QueryState
          query={query}
          isEmpty={(d) => d.buckets.length === 0}
          emptyText={t('accumulators.empty')}
        >
          {(data) => (
            <Stack>
              {groupBuckets(data.buckets).map((g) => {
                const headingId = `acc-${g.coverageType}`;
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
                    <SimpleGrid
                      cols={{ base: 1, sm: g.networks.length > 1 ? 2 : 1 }}
                      spacing="xl"
                      verticalSpacing="lg"
                    >
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
              <Text size="sm" c="dimmed">
                {t('accumulators.familyShared')}
              </Text>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
