import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CLAIMS_PAGE_SIZE, PROVIDER_CLAIMS_BROWSE_MAX } from '@bp/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { defaultSortAsc, type ClaimSortField } from './claim-filters';
import type { SortProps } from './claim-results';
import {
  EMPTY_PROVIDER_CLAIM_SEARCH,
  validateProviderClaimSearch,
  type ProviderClaimCriteria,
  type ProviderClaimSearchValues,
} from './provider-claim-search-rules';
import { ProviderClaimTable, type ClaimPathOf } from './provider-claim-table';
import { useProviderClaims } from './provider-claims';

/** The provider's claim search: claim, check or patient account number; nothing typed browses. */
function ProviderClaimSearchCard({
  loading,
  onSearch,
}: {
  loading: boolean;
  /** The criteria searched for (none: back to the newest claims). */
  onSearch: (criteria: ProviderClaimCriteria) => void;
}) {
  const { t } = useTranslation(['claims', 'provider', 'messages']);
  const form = useContractForm({
    initial: EMPTY_PROVIDER_CLAIM_SEARCH,
    validate: validateProviderClaimSearch,
    guard: false,
    onValid: onSearch,
  });
  const field = (name: keyof ProviderClaimSearchValues) => ({
    label: t(`provider:claimSearch.fields.${name}`),
    value: form.values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      form.set(name, e.currentTarget.value);
      form.clearErrors('_form');
    },
    error: form.errorOf(name),
    autoComplete: 'off',
  });
  return (
    <SectionCard title={t('provider:claimSearch.title')}>
      <ContractForm form={form}>
        <Stack>
          <Text size="sm">{t('provider:claimSearch.help')}</Text>
          {form.errors._form && (
            <Alert color="red" variant="light" role="alert">
              {form.errorOf('_form')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...field('fullClaimNumber')} />
            <TextInput {...field('checkNumber')} />
            <TextInput {...field('patientAccountNumber')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={loading}>
              {t('provider:claimSearch.submit')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                onSearch({});
              }}
            >
              {t('provider:claimSearch.clear')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </SectionCard>
  );
}

/**
 * The provider's claims (claims page): newest first in server pages of 20, sortable; a search by full
 * claim number, check number (5+) or patient account number (2+), as spec §5 allows a provider, narrows
 * them. Without a search the newest PROVIDER_CLAIMS_BROWSE_MAX are reachable.
 */
export function ProviderClaims({ pathOf }: { pathOf: ClaimPathOf }) {
  const { t } = useTranslation(['claims', 'provider', 'messages']);
  const [req, setReq] = useState({
    criteria: {} as ProviderClaimCriteria,
    currentPage: 1,
    sortField: 'serviceDateFrom' as ClaimSortField,
    sortAsc: false,
  });
  const query = useProviderClaims({ ...req, items: CLAIMS_PAGE_SIZE });
  const searching = Object.keys(req.criteria).length > 0;
  const sort: SortProps = {
    sortField: req.sortField,
    sortAsc: req.sortAsc,
    onSort: (field, asc) =>
      setReq((r) => ({
        ...r,
        currentPage: 1,
        sortField: field,
        sortAsc: asc ?? (r.sortField === field ? !r.sortAsc : defaultSortAsc(field)),
      })),
  };
  return (
    <Stack>
      <ProviderClaimSearchCard
        loading={query.isFetching && searching}
        onSearch={(criteria) => setReq((r) => ({ ...r, criteria, currentPage: 1 }))}
      />
      <SectionCard
        title={t(searching ? 'provider:claimSearch.results' : 'provider:claimSearch.newest')}
      >
        <QueryState
          query={query}
          isEmpty={(d) => d.totalCount === 0}
          emptyText={t(searching ? 'messages:noResults' : 'provider:recentClaims.empty')}
        >
          {(data) => (
            <Stack>
              <ProviderClaimTable
                claims={data.results}
                label={t(
                  searching ? 'provider:claimSearch.results' : 'provider:claimSearch.newest',
                )}
                caption={t('provider:claimSearch.caption', {
                  page: data.pageNumber,
                  pages: Math.max(1, data.totalPages),
                  count: data.totalCount,
                })}
                pathOf={pathOf}
                sort={sort}
              />
              {!searching && data.totalCount >= PROVIDER_CLAIMS_BROWSE_MAX && (
                <Text size="sm" c="dimmed">
                  {t('provider:claimSearch.browseLimit', { count: PROVIDER_CLAIMS_BROWSE_MAX })}
                </Text>
              )}
              <Pager
                total={data.totalPages}
                value={req.currentPage}
                onChange={(currentPage) => setReq((r) => ({ ...r, currentPage }))}
              />
            </Stack>
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
