import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Member } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useMemberProfileAdmin } from './use-members';

/**
 * The member's household as staff see it (Member/Profile/Admin): everyone covered with the employee,
 * each named through `renderName` (staff: a link to that person's profile).
 */
export function HouseholdCard({
  memberId,
  title,
  tableLabel,
  renderName,
}: {
  memberId: string;
  title: string;
  /** The table's own name (not the section's: two regions may not share a name). */
  tableLabel: string;
  /** The name cell (a link to that person's profile). */
  renderName: (m: Member) => ReactNode;
}) {
  const { t } = useTranslation(['provider', 'coverage']);
  const fmt = useFormat();
  const query = useMemberProfileAdmin(memberId);
  return (
    <SectionCard title={title}>
      <QueryState query={query} emptyText="">
        {(data) => {
          const people = [data.empdep, ...data.dependents].sort(
            (a, b) => a.dependentNumber - b.dependentNumber,
          );
          return (
            <DataTable label={tableLabel} minWidth={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('search.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.memberId')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.relationship')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.dateOfBirth')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((m) => (
                  <Table.Tr key={m.memberId}>
                    <Table.Th scope="row" fw={500}>
                      {renderName(m)}
                    </Table.Th>
                    <Table.Td>{m.memberId}</Table.Td>
                    <Table.Td>
                      {t(`coverage:relationships.${m.relationship}`, {
                        defaultValue: m.relationship,
                      })}
                    </Table.Td>
                    <Table.Td>{fmt.date(m.dateOfBirth)}</Table.Td>
                    <Table.Td>{t(`memberStatus.${m.status}`, { defaultValue: m.status })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
