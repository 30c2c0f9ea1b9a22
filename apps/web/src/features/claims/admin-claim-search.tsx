import { Button, Group, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { AdminClaimResultsTable, type StaffClaimPathOf } from './admin-claim-results';
import {
  EMPTY_ADMIN_CLAIM_SEARCH,
  validateAdminClaimSearch,
  type AdminClaimSearchValues,
} from './admin-claim-search-rules';
import { defaultSortAsc, type ClaimSortField } from './claim-filters';
import type { SortProps } from './claim-results';
import { useAdminClaimSearch, type AdminClaimSearchPage } from './use-admin-claims';

type Field = keyof AdminClaimSearchValues;
const FIELDS: readonly Field[] = [
  'fullClaimNumber',
  'checkNumber',
  'patientAccountNumber',
  'memberId',
  'providerNumber',
];

/**
 * Global claim search for staff (spec §5 general rules): claim, check, patient account, member or provider
 * number; server pages of 20, sortable; each claim number links to `pathOf(claim)`.
 */
export function AdminClaimSearch({ pathOf }: { pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation(['admin-options', 'messages', 'claims']);
  const [page, setPage] = useState<AdminClaimSearchPage | null>(null);
  const query = useAdminClaimSearch(page);
  const form = useContractForm({
    initial: EMPTY_ADMIN_CLAIM_SEARCH,
    validate: validateAdminClaimSearch,
    guard: false,
    onValid: (criteria) =>
      setPage((p) => ({
        criteria,
        currentPage: 1,
        sortField: p?.sortField ?? 'serviceDateFrom',
        sortAsc: p?.sortAsc ?? false,
      })),
  });

  const field = (name: Field) => ({
    label: t(`claimSearch.fields.${name}`),
    value: form.values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      form.set(name, e.currentTarget.value);
      form.clearErrors();
    },
    error: form.errorOf(name),
    autoComplete: 'off',
  });
  const clear = () => {
    form.reset();
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
        <ContractForm form={form} aria-describedby="claim-search-help">
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
        </ContractForm>
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
                <AdminClaimResultsTable
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
