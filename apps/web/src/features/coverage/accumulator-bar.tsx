import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-language';
import { percentMet, type Bucket } from './accumulators';

/**
 * One accumulator as a labelled progress bar: what has been applied of the limit and what remains.
 * The bar's accessible name carries the network, the bucket and the amounts.
 */
export function AccumulatorBar({ bucket }: { bucket: Bucket }) {
  const { t } = useTranslation('coverage');
  const fmt = useFormat();
  const name = t(`accumulators.bar.${bucket.kind}.${bucket.level}`);
  const pct = percentMet(bucket.accumulatedCents, bucket.limitCents);
  const applied = fmt.money(bucket.accumulatedCents);
  const limit = fmt.money(bucket.limitCents);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {pct !== null && <Text size="sm">{t('accumulators.applied', { applied, limit })}</Text>}
      </Group>
      {pct === null ? (
        <Text size="sm" c="dimmed">
          {t('accumulators.noLimit')}
        </Text>
      ) : (
        <>
          <Progress
            value={pct}
            size="lg"
            color={pct >= 100 ? 'teal.9' : undefined}
            aria-label={t('accumulators.barLabel', {
              name: `${t(`networks.${bucket.network}`)}, ${name}`,
              applied,
              limit,
              percent: pct,
            })}
          />
          <Text size="xs" c="dimmed">
            {t('accumulators.remaining', { remaining: fmt.money(bucket.remainingCents) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
