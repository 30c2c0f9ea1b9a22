import {
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { Provider, ProviderSearchItem } from '@bp/contract/api/providers';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { showValidation } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import {
  EMPTY_PROVIDER_SEARCH,
  validateProviderSearch,
  type ProviderSearchValues,
} from './provider-search-rules';
import { useProviderDetails, useProviderSearch, type ProviderCriteria } from './use-providers';

type Field = keyof ProviderSearchValues;
const FIELDS: readonly Field[] = ['name', 'npi', 'taxId', 'providerNumber', 'specialty'];

function addressText(a: Provider['address']): string {
  if (!a) return '';
  return [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
    .filter(Boolean)
    .join(', ');
}

/** Providers/Details of one provider, in a dialog. */
function ProviderDetailsDialog({
  providerNumber,
  onClose,
}: {
  providerNumber: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-options', 'common']);
  const fmt = useFormat();
  const query = useProviderDetails(providerNumber);
  return (
    <Modal
      opened={providerNumber !== null}
      onClose={onClose}
      size="lg"
      title={t('providerSearch.detailsTitle', { number: providerNumber ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {providerNumber !== null && (
        <QueryState query={query} emptyText="">
          {(p) => (
            <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="sm" m={0}>
              <DetailItem label={t('providerSearch.fields.name')}>{p.name}</DetailItem>
              <DetailItem label={t('providerSearch.fields.providerNumber')}>
                {p.providerNumber}
              </DetailItem>
              <DetailItem label={t('providerSearch.fields.npi')}>{p.npi}</DetailItem>
              <DetailItem label={t('providerSearch.fields.taxId')}>{p.taxId}</DetailItem>
              <DetailItem label={t('providerSearch.type')}>{p.providerType}</DetailItem>
              <DetailItem label={t('providerSearch.fields.specialty')}>{p.specialty}</DetailItem>
              <DetailItem label={t('providerSearch.address')}>{addressText(p.address)}</DetailItem>
              <DetailItem label={t('providerSearch.remitAddress')}>
                {addressText(p.remitAddress)}
              </DetailItem>
              <DetailItem label={t('providerSearch.phone')}>{p.phone}</DetailItem>
              <DetailItem label={t('providerSearch.network')}>
                {`${t(p.inNetwork ? 'providerSearch.inNetwork' : 'providerSearch.outOfNetwork')}${
                  p.networks.length ? ` (${p.networks.join(', ')})` : ''
                }`}
              </DetailItem>
              <DetailItem label={t('providerSearch.effectiveDate')}>
                {fmt.date(p.effectiveDate)}
              </DetailItem>
              <DetailItem label={t('providerSearch.terminationDate')}>
                {fmt.date(p.terminationDate)}
              </DetailItem>
            </SimpleGrid>
          )}
        </QueryState>
      )}
    </Modal>
  );
}

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
  const [values, setValues] = useState<ProviderSearchValues>(EMPTY_PROVIDER_SEARCH);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [criteria, setCriteria] = useState<ProviderCriteria | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useProviderSearch(criteria, page);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateProviderSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage(1);
    setCriteria(result.criteria);
  };

  return (
    <Stack>
      <SectionCard title={t('providerSearch.formTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`providerSearch.fields.${f}`)}
                  description={
                    f === 'taxId' || f === 'npi' ? t(`providerSearch.hints.${f}`) : undefined
                  }
                  value={values[f]}
                  autoComplete="off"
                  inputMode={f === 'npi' ? 'numeric' : undefined}
                  error={errors[f] ? t(`messages:${errors[f]}`) : undefined}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValues((v) => ({ ...v, [f]: value }));
                    setErrors({});
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
                  setValues(EMPTY_PROVIDER_SEARCH);
                  setErrors({});
                  setCriteria(null);
                }}
              >
                {t('providerSearch.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
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
