import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccumulatorBuckets } from '@bp/contract/api/coverage';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useAccumulators } from './use-accumulators';

type Bucket = AccumulatorBuckets['buckets'][number];
const LEVELS = ['Individual', 'Family'] as const;
const KINDS = ['Deductible', 'OutOfPocket'] as const;

/** Sums the in-network (or combined) buckets of one level and kind across coverage types. */
function total(buckets: Bucket[], level: Bucket['level'], kind: Bucket['kind']) {
  const rows = buckets.filter((b) => b.level === level && b.kind === kind && b.network !== 'OutOfNetwork');
  if (rows.length === 0) return undefined;
  return rows.reduce((acc, b) => ({ limit: acc.limit + b.limitCents, used: acc.used + b.accumulatedCents }), { limit: 0, used: 0 });
}

/** Individual and family deductible and out-of-pocket progress (member dashboard). */
export function AccumulatorsCard() {
  const { t } = useTranslation('coverage');
  const query = useAccumulators();
  const fmt = useFormat();
  return (
    <SectionCard title={t('accumulators.title')}>
      <QueryState query={query} isEmpty={(d) => d.buckets.length === 0} emptyText={t('accumulators.empty')}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            {LEVELS.map((level) => (
              <Stack key={level} gap="sm">
                <Text fw={600}>{t(`accumulators.levels.${level}`, { year: data.year })}</Text>
                {KINDS.map((kind) => {
                  const sum = total(data.buckets, level, kind);
                  if (!sum) return null;
                  const pct = sum.limit > 0 ? Math.min(100, Math.round((sum.used / sum.limit) * 100)) : 0;
                  const label = t(`accumulators.kinds.${kind}`);
                  return (
                    <div key={kind}>
                      <Group justify="space-between" gap="xs">
                        <Text size="sm">{label}</Text>
                        <Text size="sm" c="dimmed">
                          {t('accumulators.usedOf', { used: fmt.money(sum.used), limit: fmt.money(sum.limit) })}
                        </Text>
                      </Group>
                      <Progress value={pct} size="lg" aria-label={t('accumulators.progressLabel', { label, percent: pct })} />
                    </div>
                  );
                })}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </SectionCard>
  );
}
