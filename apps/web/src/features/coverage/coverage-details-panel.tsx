import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useCoverageDetails } from './use-coverage';

/** My plans, coverage: each covered person's plans in the plan year (type, plan, network, tier, dates). */
export function CoverageDetailsPanel({ year }: { year: number }) {
  const { t } = useTranslation('coverage');
  const fmt = useFormat();
  const query = useCoverageDetails(year);
  return (
    <SectionCard title={t('details.title', { year })}>
      <QueryState
        query={query}
        isEmpty={(d) => d.members.length === 0}
        emptyText={t('details.empty')}
      >
        {(data) => (
          <>
            <Text size="sm" mb="sm">
              {t('details.group', { name: data.groupName, number: data.groupNumber })}
            </Text>
            <DataTable
              label={t('details.title', { year })}
              minWidth={820}
              caption={t('details.caption', { year: data.planYear })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('details.columns.person')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.coverage')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.plan')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.network')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.tier')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.effective')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.ends')}</Table.Th>
                  <Table.Th scope="col">{t('details.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.members.flatMap((m) =>
                  m.coverages.map((c, i) => (
                    <Table.Tr key={`${m.memberId}-${c.coverageType}-${c.planName}-${i}`}>
                      <Table.Th scope="row" fw={i === 0 ? 600 : 400}>
                        {`${m.firstName} ${m.lastName}`}
                        <Text size="xs" c="dimmed" component="span" display="block">
                          {t(`relationships.${m.relationship}`, { defaultValue: m.relationship })}
                        </Text>
                      </Table.Th>
                      <Table.Td>
                        {t(`coverageTypes.${c.coverageType}`, { defaultValue: c.coverageType })}
                      </Table.Td>
                      <Table.Td>{c.planName}</Table.Td>
                      <Table.Td>{c.networkName ?? t('details.noEnd')}</Table.Td>
                      <Table.Td>{c.tier ?? t('details.noEnd')}</Table.Td>
                      <Table.Td>{fmt.date(c.effectiveDate)}</Table.Td>
                      <Table.Td>
                        {c.terminationDate
                          ? fmt.date(c.terminationDate)
                          : fmt.date(c.planYearEndDate)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="outline" color={c.active ? 'teal.9' : 'gray.7'}>
                          {t(c.active ? 'details.active' : 'details.inactive')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </DataTable>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
