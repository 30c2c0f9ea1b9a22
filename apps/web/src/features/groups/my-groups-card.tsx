import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { GroupEnrollmentCount } from '@bp/contract/api/groups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { localeOf } from '../../lib/constants';
import { useFormat, useLanguage } from '../../ui/use-language';
import { useEnrollmentCounts } from '../../lib/use-enrollment-counts';

/** Groups the card shows a page. */
export const MY_GROUPS_PAGE_SIZE = 10;

/** The group's portal options (online enrollment, demographic updates) as badges. */
function FeatureBadges({ group }: { group: GroupEnrollmentCount }) {
  const { t } = useTranslation('groups');
  return (
    <Group gap={4}>
      {group.enrollment && (
        <Badge variant="outline" color="brand">
          {t('features.enrollment')}
        </Badge>
      )}
      {group.demographicUpdate && (
        <Badge variant="outline" color="gray.7">
          {t('features.demographicUpdate')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The employer's groups with their enrollment counts (members enrolled, active, employees), whether claim
 * data is shared with the caller, and the portal options: MY_GROUPS_PAGE_SIZE a page, paged on the server
 * (issue 29: never the whole list). `groupPathOf` links a group to its profile when the user may open it.
 */
export function MyGroupsCard({
  groupPathOf,
}: {
  groupPathOf?: ((g: GroupEnrollmentCount) => string) | undefined;
}) {
  const { t } = useTranslation(['employer', 'groups']);
  const [page, setPage] = useState(1);
  const counts = useEnrollmentCounts(true, page, MY_GROUPS_PAGE_SIZE);
  const fmt = useFormat();
  const count = new Intl.NumberFormat(localeOf(useLanguage()));
  return (
    <SectionCard title={t('employer:groups.title')}>
      <QueryState
        query={counts}
        isEmpty={(d) => d.groups.length === 0}
        emptyText={t('employer:groups.empty')}
      >
        {(data) => (
          <>
            <DataTable label={t('employer:groups.tableLabel')} minWidth={820}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('employer:groups.groupNumber')}</Table.Th>
                  <Table.Th scope="col">{t('employer:groups.name')}</Table.Th>
                  <Table.Th scope="col">{t('employer:groups.effectiveDate')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('employer:groups.enrolledMembers')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('employer:groups.activeMembers')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('employer:groups.enrolledEmployees')}
                  </Table.Th>
                  <Table.Th scope="col">{t('employer:groups.claimData')}</Table.Th>
                  <Table.Th scope="col">{t('groups:columns.features')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.groups.map((g) => (
                  <Table.Tr key={g.groupNumber}>
                    <Table.Td>{g.groupNumber}</Table.Td>
                    <Table.Td>
                      {groupPathOf ? (
                        <Anchor
                          component={Link}
                          to={groupPathOf(g)}
                          aria-label={t('employer:groups.openGroup', {
                            groupNumber: g.groupNumber,
                            name: g.name,
                          })}
                        >
                          {g.name}
                        </Anchor>
                      ) : (
                        g.name
                      )}
                      {g.terminationDate && (
                        <Badge variant="outline" color="red.9" ml={6}>
                          {t('employer:groups.terminated', { date: fmt.date(g.terminationDate) })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{fmt.date(g.effectiveDate)}</Table.Td>
                    <Table.Td ta="right">{count.format(g.enrolledMembers)}</Table.Td>
                    <Table.Td ta="right">{count.format(g.activeMembers)}</Table.Td>
                    <Table.Td ta="right">{count.format(g.enrolledEmployees)}</Table.Td>
                    <Table.Td>
                      {g.claimsVisible
                        ? t('employer:groups.claimsShared')
                        : t('employer:groups.claimsWithheld')}
                    </Table.Td>
                    <Table.Td>
                      <FeatureBadges group={g} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            {data.totalGroups > MY_GROUPS_PAGE_SIZE && (
              <Group justify="space-between" mt="xs">
                <Text size="sm" c="dimmed">
                  {t('employer:groups.range', {
                    from: count.format((page - 1) * MY_GROUPS_PAGE_SIZE + 1),
                    to: count.format((page - 1) * MY_GROUPS_PAGE_SIZE + data.groups.length),
                    total: count.format(data.totalGroups),
                  })}
                </Text>
                <Pager
                  total={Math.ceil(data.totalGroups / MY_GROUPS_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                />
              </Group>
            )}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
