import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { Group as GroupRow, GroupEnrollmentCount } from '@bp/contract/api/groups';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { localeOf } from '../../lib/constants';
import { useFormat, useLanguage } from '../../ui/use-language';
import { useEnrollmentCounts } from '../../lib/use-enrollment-counts';
import { useMyGroups } from '../../lib/use-my-groups';

/** The group's portal options (online enrollment, demographic updates) as badges. */
function FeatureBadges({ group }: { group: GroupRow | undefined }) {
  const { t } = useTranslation('groups');
  if (!group) return null;
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
 * data is shared with the caller, and the portal options. `groupPathOf` links a group to its profile when
 * the user may open it. Also loads `myGroups` (the guards' group cache, spec §9).
 */
export function MyGroupsCard({
  groupPathOf,
}: {
  groupPathOf?: ((g: GroupEnrollmentCount) => string) | undefined;
}) {
  const { t } = useTranslation(['employer', 'groups']);
  const counts = useEnrollmentCounts();
  const mine = useMyGroups();
  const fmt = useFormat();
  const count = new Intl.NumberFormat(localeOf(useLanguage()));
  const byNumber = new Map((mine.data ?? []).map((g) => [g.groupNumber, g]));
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
                      <FeatureBadges group={byNumber.get(g.groupNumber)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            {data.totalGroups > data.groups.length && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('employer:groups.more', { shown: data.groups.length, total: data.totalGroups })}
              </Text>
            )}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
