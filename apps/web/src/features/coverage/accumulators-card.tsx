import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { AccumulatorBar } from './accumulator-bar';
import { groupBuckets, mainCoverage } from './accumulators';
import { useAccumulators } from './use-coverage';

/**
 * Dashboard: the current plan year's in-network deductible and out-of-pocket progress of the main
 * coverage (medical when the member has it), individual and family. `moreHref` links to every plan.
 */
export function AccumulatorsCard({ moreHref }: { moreHref?: string }) {
  const { t } = useTranslation('coverage');
  const query = useAccumulators();
  return (
    <SectionCard title={t('accumulators.title')}>
      <QueryState
        query={query}
        defer
        isEmpty={(d) => d.buckets.length === 0}
        emptyText={t('accumulators.empty')}
      >
        {(data) => {
          const main = mainCoverage(groupBuckets(data.buckets));
          const tier = main?.networks.find((n) => n.network === 'InNetwork') ?? main?.networks[0];
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('accumulators.summary', {
                  coverage: t(`coverageTypes.${main?.coverageType ?? 'MED'}`),
                  network: t(`networks.${tier?.network ?? 'InNetwork'}`),
                  year: data.year,
                })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                {tier?.buckets.map((b) => (
                  <AccumulatorBar key={b.bucketId} bucket={b} />
                ))}
              </SimpleGrid>
              {moreHref && <AppLink to={moreHref}>{t('accumulators.allPlans')}</AppLink>}
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
