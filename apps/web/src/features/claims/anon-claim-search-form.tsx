import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { EndpointResponse } from '@bp/contract/api/endpoint';
import type { anonClaimsSearch } from '@bp/contract/api/claims';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { typeTaxId } from '../../lib/tax-id';
import { validationOf } from '../../lib/validate';
import { DataTable } from '../../ui/data-table';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import {
  anonClaimDetailsPath,
  anonClaimSearchErrors,
  proofOf,
  type AnonClaimSearchValues,
} from './anon-claim-search';
import { ClaimStatusBadge } from './claim-status-badge';
import { rememberSearch, rememberedSearch, useAnonClaimSearch } from './use-anon-claims';
import { FormError } from '../../ui/form-error';

type Page = EndpointResponse<typeof anonClaimsSearch>;

const EMPTY: AnonClaimSearchValues = {
  providerTaxId: '',
  fullClaimNumber: '',
  checkNumber: '',
  patientAccountNumber: '',
};

/** The claims found: status and payment, each number a link to its details. */
function AnonClaimResults({ page, searched }: { page: Page; searched: AnonClaimSearchValues }) {
  const { t } = useTranslation(['anonymous', 'claims']);
  const fmt = useFormat();
  return (
    <DataTable
      label={t('anonymous:claims.results.tableLabel')}
      caption={t('anonymous:claims.results.caption')}
      minWidth={760}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('claims:columns.claimNumber')}</Table.Th>
          <Table.Th scope="col">{t('claims:columns.patient')}</Table.Th>
          <Table.Th scope="col">{t('claims:columns.serviceDate')}</Table.Th>
          <Table.Th scope="col">{t('claims:columns.status')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('claims:columns.billed')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('claims:columns.planPaid')}
          </Table.Th>
          <Table.Th scope="col">{t('claims:payments.checkNumber')}</Table.Th>
          <Table.Th scope="col">{t('claims:payments.checkDate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {page.results.map((c) => (
          <Table.Tr key={c.fullClaimNumber}>
            <Table.Th scope="row">
              <Anchor
                component={Link}
                to={anonClaimDetailsPath(searched.providerTaxId.trim(), c.fullClaimNumber)}
                state={proofOf(searched)}
                fw={500}
                fz="sm"
                aria-label={t('anonymous:claims.results.open', { number: c.fullClaimNumber })}
              >
                {c.fullClaimNumber}
              </Anchor>
            </Table.Th>
            <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
            <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
            <Table.Td>
              <ClaimStatusBadge status={c.status} />
            </Table.Td>
            <Table.Td ta="right">{fmt.money(c.billedCents)}</Table.Td>
            <Table.Td ta="right">{fmt.money(c.planPaidCents)}</Table.Td>
            <Table.Td>{c.checkNumber ?? t('anonymous:claims.results.noCheck')}</Table.Td>
            <Table.Td>{c.checkDate ? fmt.date(c.checkDate) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** The anonymous provider claim search (spec §2 /user/anon-claims-search, §5 provider claim search). */
export function AnonClaimSearchForm() {
  const { t } = useTranslation(['anonymous', 'messages', 'claims']);
  const [submitted, setSubmitted] = useState<AnonClaimSearchValues | null>(rememberedSearch);
  const search = useAnonClaimSearch(submitted);
  const form = useContractForm({
    initial: () => rememberedSearch() ?? EMPTY,
    validate: (v: AnonClaimSearchValues) => validationOf(anonClaimSearchErrors(v), v),
    guard: false,
    onInvalid: (_fields, fromServer) => {
      if (fromServer) return;
      setSubmitted(null);
      rememberSearch(null);
    },
    onValid: (_data, values) => {
      const typed = { ...values };
      setSubmitted(typed);
      rememberSearch(typed);
      // The same search again asks the server again (a claim may have been paid meanwhile).
      if (JSON.stringify(typed) === JSON.stringify(submitted)) void search.refetch();
    },
  });

  // Field errors from the server go onto the inputs (the focus on the first), anything else above.
  useEffect(() => {
    if (search.isError) form.fail(search.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed search
  }, [search.isError, search.errorUpdatedAt]);

  const field = (name: keyof AnonClaimSearchValues) => ({
    label: t(`anonymous:claims.fields.${name}`),
    value: form.values[name],
    error: form.errorOf(name),
    autoComplete: 'off',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      form.set(
        name,
        name === 'providerTaxId' ? typeTaxId(form.values.providerTaxId, value) : value,
      );
    },
  });

  return (
    <Stack>
      <ContractForm form={form} aria-label={t('anonymous:claims.formLabel')}>
        <Stack>
          <Text size="sm">{t('anonymous:claims.intro')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              {...field('providerTaxId')}
              withAsterisk
              inputMode="numeric"
              description={t('anonymous:claims.hints.providerTaxId')}
            />
            <TextInput
              {...field('fullClaimNumber')}
              withAsterisk
              description={t('anonymous:claims.hints.fullClaimNumber')}
            />
            <TextInput
              {...field('checkNumber')}
              description={t('anonymous:claims.hints.checkNumber')}
            />
            <TextInput
              {...field('patientAccountNumber')}
              description={t('anonymous:claims.hints.patientAccountNumber')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('anonymous:claims.oneOf')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={submitted !== null && search.isFetching}>
              {t('anonymous:claims.submit')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
      <div aria-live="polite">
        <FormError text={form.formError} />
        {submitted && search.isFetching && !search.data && (
          <Text size="sm" role="status">
            {t('anonymous:claims.searching')}
          </Text>
        )}
        {submitted && search.data && search.data.results.length === 0 && (
          <Alert color="yellow" variant="light" role="status">
            {t('messages:noResults')}
          </Alert>
        )}
        {submitted && search.data && search.data.results.length > 0 && (
          <AnonClaimResults page={search.data} searched={submitted} />
        )}
      </div>
    </Stack>
  );
}
