import { Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@bp/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { averageOf, thisYear, validatePeriod } from './appeal-rules';
import { useAppealTimeliness } from './use-appeals';

type Period = { fromDate?: string; thruDate?: string };

/**
 * Compliance figures (Appeals/Timeliness): for the appeals decided in a period (this year to start
 * with), by type — decided, on time, the average time to decide (hours for the hour clocks, days for the
 * others) and overturned — and the appeals open and overdue now. Rendered only for users who may make
 * the call.
 */
export function TimelinessPanel() {
  const { t } = useTranslation(['appealQueue', 'messages']);
  const [year] = useState(() => thisYear());
  const [period, setPeriod] = useState<Period>(year.sent);
  const query = useAppealTimeliness(period, true);
  const form = useContractForm({
    initial: year.typed,
    validate: validatePeriod,
    guard: false,
    onValid: (p) => setPeriod(p),
  });
  return (
    <SectionCard title={t('timeliness.title')}>
      <Stack>
        <Text size="sm">{t('timeliness.intro')}</Text>
        <ContractForm form={form} aria-label={t('timeliness.periodLabel')}>
          <Group align="flex-start" wrap="wrap">
            <DateField
              label={t('timeliness.fromDate')}
              value={form.values.fromDate}
              error={form.errorOf('fromDate')}
              onChange={(v) => form.set('fromDate', v)}
            />
            <DateField
              label={t('timeliness.thruDate')}
              value={form.values.thruDate}
              error={form.errorOf('thruDate')}
              onChange={(v) => form.set('thruDate', v)}
            />
            <Button type="submit" mt={25} loading={query.isFetching}>
              {t('timeliness.show')}
            </Button>
          </Group>
        </ContractForm>
        <QueryState query={query} emptyText={t('timeliness.empty')}>
          {(data) => (
            <Stack>
              <Text size="sm" aria-live="polite">
                {t('timeliness.period', {
                  from: formatDate(data.fromDate),
                  thru: formatDate(data.thruDate),
                })}
              </Text>
              <DataTable label={t('timeliness.tableLabel')} minWidth={640}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('timeliness.columns.type')}</Table.Th>
                    <Table.Th scope="col">{t('timeliness.columns.decided')}</Table.Th>
                    <Table.Th scope="col">{t('timeliness.columns.onTime')}</Table.Th>
                    <Table.Th scope="col">{t('timeliness.columns.average')}</Table.Th>
                    <Table.Th scope="col">{t('timeliness.columns.overturned')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.byType.map((r) => {
                    const average = averageOf(r.type, r.averageHours);
                    return (
                      <Table.Tr key={r.type}>
                        <Table.Th scope="row">{t(`type.${r.type}`)}</Table.Th>
                        <Table.Td>{r.decided}</Table.Td>
                        <Table.Td>
                          {r.onTimePercent === null
                            ? '—'
                            : t('timeliness.onTimeValue', {
                                percent: Math.round(r.onTimePercent * 10) / 10,
                                count: r.onTime,
                              })}
                        </Table.Td>
                        <Table.Td>
                          {average ? t(average.key, { count: average.value }) : '—'}
                        </Table.Td>
                        <Table.Td>{r.overturned}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </DataTable>
              <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
                <DetailItem label={t('timeliness.openNow')}>{String(data.open)}</DetailItem>
                <DetailItem label={t('timeliness.overdueNow')}>{String(data.overdue)}</DetailItem>
              </SimpleGrid>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
