import { Button, Group, SimpleGrid, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { showValidation } from '../../ui/field-errors';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import {
  EMPTY_ADMIN_CLAIM_SEARCH,
  validateAdminClaimSearch,
  type AdminClaimSearchValues,
} from './admin-claim-search-rules';
import { defaultSortAsc, type ClaimSortField } from './claim-filters';
import { ClaimNumberLink } from './claim-links';
import { ProcessedDate, SortHeader, type SortProps } from './claim-results';
import { ClaimStatusBadge } from './claim-status-badge';
import { useAdminClaimSearch, type AdminClaimSearchPage } from './use-admin-claims';

type Field = keyof AdminClaimSearchValues;
const FIELDS: readonly Field[] = [
  'fullClaimNumber',
  'checkNumber',
  'patientAccountNumber',
  'memberId',
  'providerNumber',
];

/** Where a claim row links to (the staff claim page of the member's claim). */
export type StaffClaimPathOf = (c: Pick<ClaimSummary, 'memberId' | 'fullClaimNumber'>) => string;

function ResultsTable({
  claims,
  caption,
  pathOf,
  sort,
}: {
  claims: ClaimSummary[];
  caption: string;
  pathOf: StaffClaimPathOf;
  sort: SortProps;
}) {
  const { t } = useTranslation(['claims', 'admin-options']);
  const fmt = useFormat();
  return (
    <DataTable label={t('admin-options:claimSearch.tableLabel')} minWidth={1000} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <SortHeader field="claimNumber" sort={sort}>
            {t('columns.claimNumber')}
          </SortHeader>
          <Table.Th scope="col">{t('admin-options:claimSearch.fields.memberId')}</Table.Th>
          <SortHeader field="patientLastName" sort={sort}>
            {t('columns.patient')}
          </SortHeader>
          <Table.Th scope="col">{t('columns.provider')}</Table.Th>
          <SortHeader field="serviceDateFrom" sort={sort}>
            {t('columns.serviceDate')}
          </SortHeader>
          <SortHeader field="processedDate" sort={sort}>
            {t('columns.processedDate')}
          </SortHeader>
          <SortHeader field="status" sort={sort}>
            {t('columns.status')}
          </SortHeader>
          <SortHeader field="billedCents" sort={sort} align="right">
            {t('columns.billed')}
          </SortHeader>
          <SortHeader field="planPaidCents" sort={sort} align="right">
            {t('columns.planPaid')}
          </SortHeader>
          <Table.Th scope="col">{t('admin-options:claimSearch.fields.checkNumber')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row" fw={500}>
              <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
            </Table.Th>
            <Table.Td>{c.memberId}</Table.Td>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            <Table.Td>{c.providerName ?? c.providerNumber ?? t('unknownProvider')}</Table.Td>
            <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td>
              <ProcessedDate iso={c.processedDate} />
            </Table.Td>
            <Table.Td>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right">{fmt.money(c.billedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.planPaidCents)}</Table.Td>
            <Table.Td>{c.checkNumber ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/**
 * Global claim search for staff (spec §5 general rules): claim, check, patient account, member or provider
 * number; server pages of 20, sortable; each claim number links to `pathOf(claim)`.
 */
export function AdminClaimSearch({ pathOf }: { pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation(['admin-options', 'messages', 'claims']);
  const [values, setValues] = useState<AdminClaimSearchValues>(EMPTY_ADMIN_CLAIM_SEARCH);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [page, setPage] = useState<AdminClaimSearchPage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useAdminClaimSearch(page);

  const field = (name: Field) => ({
    label: t(`claimSearch.fields.${name}`),
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors({});
    },
    error: errors[name] ? t(`messages:${errors[name]}`) : undefined,
    autoComplete: 'off',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateAdminClaimSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage((p) => ({
      criteria: result.criteria,
      currentPage: 1,
      sortField: p?.sortField ?? 'serviceDateFrom',
      sortAsc: p?.sortAsc ?? false,
    }));
  };
  const clear = () => {
    setValues(EMPTY_ADMIN_CLAIM_SEARCH);
    setErrors({});
    setPage(null);
  };
  const sort: SortProps = {
    sortField: page?.sortField ?? 'serviceDateFrom',
    sortAsc: page?.sortAsc ?? false,
    onSort: (f: ClaimSortField, asc?: boolean) =>
      setPage((p) =>
        p
          ? {
              ...p,
              currentPage: 1,
              sortField: f,
              sortAsc: asc ?? (p.sortField === f ? !p.sortAsc : defaultSortAsc(f)),
            }
          : p,
      ),
  };

  return (
    <Stack>
      <SectionCard title={t('claimSearch.formTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate aria-describedby="claim-search-help">
          <Stack>
            <VisuallyHidden id="claim-search-help">{t('claimSearch.help')}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {FIELDS.map((f) => (
                <TextInput
                  key={f}
                  {...field(f)}
                  {...(f === 'fullClaimNumber'
                    ? { description: t('claimSearch.claimNumberHint') }
                    : {})}
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('claimSearch.submit')}
              </Button>
              <Button variant="default" onClick={clear}>
                {t('claimSearch.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
      {page && (
        <SectionCard title={t('claimSearch.results')}>
          <QueryState
            query={query}
            isEmpty={(d) => d.totalCount === 0}
            emptyText={t('messages:noResults')}
          >
            {(data) => (
              <Stack>
                <VisuallyHidden aria-live="polite">
                  {t('claimSearch.count', { count: data.totalCount })}
                </VisuallyHidden>
                <ResultsTable
                  claims={data.results}
                  caption={t('claimSearch.caption', {
                    page: data.pageNumber,
                    pages: Math.max(1, data.totalPages),
                    count: data.totalCount,
                  })}
                  pathOf={pathOf}
                  sort={sort}
                />
                <Pager
                  total={data.totalPages}
                  value={page.currentPage}
                  onChange={(currentPage) => setPage((p) => (p ? { ...p, currentPage } : p))}
                />
              </Stack>
            )}
          </QueryState>
        </SectionCard>
      )}
    </Stack>
  );
}
