import { Badge, DataList, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useMemberProfile } from './use-coverage';

/** The coverage types a person has in force, in the order the plan lists them. */
const activeCoverages = (m: Member) => [
  ...new Set(m.coverages.filter((c) => c.active).map((c) => c.coverageType)),
];

/**
 * Dashboard: the active policy (group, member id, status) and the people it covers (Member/Profile).
 * Adults who have not shared their information with the member appear by name only.
 */
export function CoveredPeopleCard() {
  const { t } = useTranslation('coverage');
  const query = useMemberProfile();
  return (
    <SectionCard title={t('people.title')}>
      <QueryState query={query} emptyText="" defer>
        {({ empdep, dependents }) => {
          const people = [empdep, ...dependents.filter((d) => d.memberId !== empdep.memberId)].sort(
            (a, b) => a.dependentNumber - b.dependentNumber,
          );
          const anyHidden = people.some((p) => !p.accessGranted);
          return (
            <Stack gap="md">
              <DataList size="sm" labelWidth={120}>
                <DataList.Item>
                  <DataList.ItemLabel>{t('people.group')}</DataList.ItemLabel>
                  <DataList.ItemValue>{`${empdep.groupName} (${empdep.groupNumber})`}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('people.memberId')}</DataList.ItemLabel>
                  <DataList.ItemValue>{empdep.memberId}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('people.status')}</DataList.ItemLabel>
                  <DataList.ItemValue>{t(`people.statuses.${empdep.status}`)}</DataList.ItemValue>
                </DataList.Item>
              </DataList>
              <Title order={3} size="h5">
                {t('people.coveredTitle')}
              </Title>
              <DataTable label={t('people.caption')} minWidth={340} caption={t('people.caption')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('people.columns.name')}</Table.Th>
                    <Table.Th scope="col">{t('people.columns.relationship')}</Table.Th>
                    <Table.Th scope="col">{t('people.columns.coverage')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.map((p) => {
                    const coverages = activeCoverages(p);
                    return (
                      <Table.Tr key={`${p.memberId}-${p.dependentNumber}`}>
                        <Table.Th scope="row">{`${p.firstName} ${p.lastName}`}</Table.Th>
                        <Table.Td>
                          {t(`relationships.${p.relationship}`, { defaultValue: p.relationship })}
                        </Table.Td>
                        <Table.Td>
                          {!p.accessGranted ? (
                            <Badge variant="outline" color="gray.7">
                              {t('people.notShared')}
                            </Badge>
                          ) : coverages.length === 0 ? (
                            <Text size="sm">{t('people.noCoverage')}</Text>
                          ) : (
                            <Group gap={4}>
                              {coverages.map((c) => (
                                <Badge key={c} variant="outline" color="brand.9">
                                  {t(`coverageTypes.${c}`, { defaultValue: c })}
                                </Badge>
                              ))}
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </DataTable>
              {anyHidden && (
                <Text size="xs" c="dimmed">
                  {t('people.notSharedNote')}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
