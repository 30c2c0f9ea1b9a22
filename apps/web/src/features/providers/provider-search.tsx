import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { ProviderSearchItem } from '@bp/contract/api/providers';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { ProviderDetailsDialog } from './provider-details-dialog';
import {
  EMPTY_PROVIDER_SEARCH,
  validateProviderSearch,
  type ProviderSearchValues,
} from './provider-search-rules';
import { useProviderSearch, type ProviderCriteria } from './use-providers';

type Field = keyof ProviderSearchValues;
const FIELDS: readonly Field[] = ['name', 'npi', 'taxId', 'providerNumber', 'specialty'];

/**
 * Staff provider search: name, NPI, tax id, provider number, specialty (at least one); 20 a page; details
 * of a provider in a dialog.
 */
export function ProviderSearch({
  rowActions,
}: {
  /** Further actions of a result row (staff: impersonate the provider's account). */
  rowActions?: (p: ProviderSearchItem) => ReactNode;
} = {}) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const [criteria, setCriteria] = useState<ProviderCriteria | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useProviderSearch(criteria, page);
  const form = useContractForm({
    initial: EMPTY_PROVIDER_SEARCH,
    validate: validateProviderSearch,
    guard: false,
    onValid: (found) => {
      setPage(1);
      setCriteria(found);
    },
  });

  return (
    <Stack>
      <SectionCard title={t('providerSearch.formTitle')}>
        <ContractForm form={form}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`providerSearch.fields.${f}`)}
                  description={
                    f === 'taxId' || f === 'npi' ? t(`providerSearch.hints.${f}`) : undefined
                  }
                  value={form.values[f]}
                  autoComplete="off"
                  inputMode={f === 'npi' ? 'numeric' : undefined}
                  error={form.errorOf(f)}
                  onChange={(e) => {
                    form.set(f, e.currentTarget.value);
                    form.clearErrors();
                  }}
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('providerSearch.submit')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setCriteria(null);
                }}
              >
                {t('providerSearch.clear')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      {criteria && (
        <PagedResultsCard
          title={t('providerSearch.results')}
          query={query}
          countText={(count) => t('providerSearch.count', { count })}
          tableLabel={t('providerSearch.tableLabel')}
          minWidth={900}
          captionOf={(p) => t('providerSearch.caption', p)}
          page={page}
          onPage={setPage}
        >
          {(items) => (
            <>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('providerSearch.fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.fields.providerNumber')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.fields.npi')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.fields.taxId')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.type')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.fields.specialty')}</Table.Th>
                  <Table.Th scope="col">{t('providerSearch.network')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('providerSearch.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((p) => (
                  <Table.Tr key={p.providerNumber}>
                    <Table.Th scope="row" fw={500}>
                      {p.name}
                    </Table.Th>
                    <Table.Td>{p.providerNumber}</Table.Td>
                    <Table.Td>{p.npi ?? ''}</Table.Td>
                    <Table.Td>{p.taxId ?? ''}</Table.Td>
                    <Table.Td>{p.providerType ?? ''}</Table.Td>
                    <Table.Td>{p.specialty ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={p.inNetwork ? 'teal.9' : 'gray.7'}>
                        {t(
                          p.inNetwork ? 'providerSearch.inNetwork' : 'providerSearch.outOfNetwork',
                        )}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('providerSearch.viewDetailsOf', { name: p.name })}
                          onClick={() => setOpen(p.providerNumber)}
                        >
                          {t('providerSearch.viewDetails')}
                        </Button>
                        {rowActions?.(p)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </>
          )}
        </PagedResultsCard>
      )}
      <ProviderDetailsDialog providerNumber={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
