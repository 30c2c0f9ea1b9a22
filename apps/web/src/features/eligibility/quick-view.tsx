import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import type { QuickViewIdentity } from './rules';
import { isNoMatch, useQuickView } from './use-eligibility';

/**
 * The minimum-necessary view of a household's coverage (spec §7 Member quickview): names, relationship
 * and each coverage's plan and dates — no addresses, ids or claims.
 */
export function QuickView({ identity }: { identity: QuickViewIdentity | null }) {
  const { t } = useTranslation(['anonymous', 'messages']);
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const query = useQuickView(identity, page);

  if (!identity) {
    return (
      <Alert color="blue" variant="light" role="status" title={t('anonymous:quickView.startTitle')}>
        <Text size="sm">{t('anonymous:quickView.start')}</Text>
        <AppLink to="/user/eligibility-check" size="sm">
          {t('anonymous:quickView.toEligibility')}
        </AppLink>
      </Alert>
    );
  }
  if (query.isError && isNoMatch(query.error)) {
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('messages:invalidService')}
      </Alert>
    );
  }
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.results.length === 0}
      emptyText={t('messages:noResults')}
    >
      {(data) => (
        <Stack>
          <DataTable
            label={t('anonymous:quickView.tableLabel')}
            caption={t('anonymous:quickView.caption')}
            minWidth={640}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('anonymous:quickView.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.relationship')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.coverage')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.plan')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.effective')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.termination')}</Table.Th>
                <Table.Th scope="col">{t('anonymous:quickView.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.flatMap((person) => {
                const name = `${person.firstName} ${person.lastName}`;
                const relationship = t(`anonymous:relationships.${person.relationship}`, {
                  defaultValue: person.relationship,
                });
                const key = `${person.groupNumber}-${person.dependentNumber}`;
                if (person.coverages.length === 0) {
                  return [
                    <Table.Tr key={key}>
                      <Table.Th scope="row" fw={500}>
                        {name}
                      </Table.Th>
                      <Table.Td>{relationship}</Table.Td>
                      <Table.Td colSpan={5}>{t('anonymous:quickView.noCoverage')}</Table.Td>
                    </Table.Tr>,
                  ];
                }
                return person.coverages.map((c) => (
                  <Table.Tr key={`${key}-${c.coverageType}-${c.effectiveDate}`}>
                    <Table.Th scope="row" fw={500}>
                      {name}
                    </Table.Th>
                    <Table.Td>{relationship}</Table.Td>
                    <Table.Td>{t(`anonymous:coverageTypes.${c.coverageType}`)}</Table.Td>
                    <Table.Td>{c.planName}</Table.Td>
                    <Table.Td>{fmt.date(c.effectiveDate)}</Table.Td>
                    <Table.Td>
                      {c.terminationDate
                        ? fmt.date(c.terminationDate)
                        : t('anonymous:eligibility.answer.noTermination')}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={c.active ? 'teal.9' : 'gray.7'} variant="filled">
                        {t(
                          c.active ? 'anonymous:quickView.active' : 'anonymous:quickView.inactive',
                        )}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ));
              })}
            </Table.Tbody>
          </DataTable>
          <Group justify="center">
            <Pager total={data.pages} value={page} onChange={setPage} />
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
