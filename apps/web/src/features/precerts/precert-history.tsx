import { Badge, Button, Group, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useTranslation } from 'react-i18next';
import { statusColor } from './precert-status';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { PrecertDetailsDialog } from './precert-details';
import type { AppealPortal } from '../../lib/appeal-links';
import {
  DEFAULT_PRECERT_PAGE,
  usePrecertPage,
  type PrecertFilters,
  type PrecertPageRequest,
  type PrecertSortField,
} from './use-precert-history';
import { Pager } from '../../ui/pager';

/** A sortable column header: a button inside the th, with aria-sort on the th. */
function SortHeader({
  field,
  req,
  onSort,
  children,
}: {
  field: PrecertSortField;
  req: PrecertPageRequest;
  onSort: (f: PrecertSortField) => void;
  children: string;
}) {
  const active = req.sortBy === field;
  const Icon = req.sortAscending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (req.sortAscending ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          {active && <Icon size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The pre-certifications the caller may see (a member's household, a provider's requests), narrowed by
 * `filters`: server pages, certno descending by default, details in a dialog. Give it a `key` of the
 * filters so a new search starts on page 1.
 */
export function PrecertHistory({
  filters,
  renderDecision,
  appealPortal,
}: {
  filters?: PrecertFilters;
  /** Staff: the decision controls of the details dialog. */
  renderDecision?: ((p: PrecertDetail) => ReactNode) | undefined;
  /** The portal whose routes a denied request's appeal panel links to (issue 31). */
  appealPortal?: AppealPortal | undefined;
}) {
  const { t } = useTranslation('precerts');
  const fmt = useFormat();
  const [req, setReq] = useState<PrecertPageRequest>(DEFAULT_PRECERT_PAGE);
  const [open, setOpen] = useState<string | null>(null);
  const query = usePrecertPage(req, filters);

  const sort = (field: PrecertSortField) =>
    setReq((r) => ({
      pageNumber: 1,
      sortBy: field,
      sortAscending: r.sortBy === field ? !r.sortAscending : field === 'patientLastName',
    }));

  return (
    <>
      <QueryState query={query} isEmpty={(d) => d.totalNumberOfItems === 0} emptyText={t('empty')}>
        {(data) => (
          <Stack>
            <VisuallyHidden aria-live="polite">
              {t('count', { count: data.totalNumberOfItems })}
            </VisuallyHidden>
            <DataTable
              label={t('tableLabel')}
              minWidth={760}
              caption={t('count', { count: data.totalNumberOfItems })}
            >
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="certno" req={req} onSort={sort}>
                    {t('columns.certNo')}
                  </SortHeader>
                  <SortHeader field="patientLastName" req={req} onSort={sort}>
                    {t('columns.patient')}
                  </SortHeader>
                  <Table.Th scope="col">{t('columns.serviceType')}</Table.Th>
                  <Table.Th scope="col">{t('columns.provider')}</Table.Th>
                  <SortHeader field="requestDate" req={req} onSort={sort}>
                    {t('columns.requestDate')}
                  </SortHeader>
                  <SortHeader field="status" req={req} onSort={sort}>
                    {t('columns.status')}
                  </SortHeader>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((p) => (
                  <Table.Tr key={p.certNo}>
                    <Table.Th scope="row" fw={500}>
                      {p.certNo}
                    </Table.Th>
                    <Table.Td>{`${p.patientFirstName} ${p.patientLastName}`}</Table.Td>
                    <Table.Td>
                      {t(`serviceType.${p.serviceType.toLowerCase()}`, {
                        defaultValue: p.serviceType,
                      })}
                    </Table.Td>
                    <Table.Td>{p.providerName ?? p.facilityName ?? ''}</Table.Td>
                    <Table.Td>{fmt.date(p.requestDate)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={statusColor(p.status)} miw="max-content">
                        {t(`status.${p.status}`, { defaultValue: p.status })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setOpen(p.certNo)}
                        aria-label={t('viewDetailsOf', { certNo: p.certNo })}
                      >
                        {t('viewDetails')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            <Pager
              total={data.totalNumberOfPages}
              value={req.pageNumber}
              onChange={(pageNumber) => setReq((r) => ({ ...r, pageNumber }))}
            />
          </Stack>
        )}
      </QueryState>
      <PrecertDetailsDialog
        certNo={open}
        onClose={() => setOpen(null)}
        renderDecision={renderDecision}
        appealPortal={appealPortal}
      />
    </>
  );
}
