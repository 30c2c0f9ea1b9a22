import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { z } from 'zod';
import type { checkSummary } from '@bp/contract/api/claims';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf, fieldErrorsOf, showValidation } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { ClaimNumberLink } from './claim-links';
import { validateCheckSearch, type CheckSearchValues } from './check-search-rules';
import { useCheckSearch, type CheckSearchCriteria } from './use-admin-claims';
import type { StaffClaimPathOf } from './admin-claim-search';

type Check = z.infer<typeof checkSummary>;
type Field = keyof CheckSearchValues;

function CheckCard({ check, pathOf }: { check: Check; pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation('admin-options');
  const fmt = useFormat();
  return (
    <SectionCard title={t('checkSearch.checkTitle', { number: check.checkNumber })}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
          <DetailItem label={t('checkSearch.payee')}>
            {`${check.payeeName} (${t(`checkSearch.payeeType.${check.payeeType}`)})`}
          </DetailItem>
          <DetailItem label={t('checkSearch.amount')}>{fmt.money(check.amountCents)}</DetailItem>
          <DetailItem label={t('checkSearch.checkDate')}>{fmt.date(check.checkDate)}</DetailItem>
          <DetailItem label={t('checkSearch.clearDate')}>
            {check.clearDate ? fmt.date(check.clearDate) : t('checkSearch.notCleared')}
          </DetailItem>
          <DetailItem label={t('checkSearch.status')}>
            <Badge variant="outline" color={check.status === 'Cleared' ? 'teal.9' : 'gray.7'}>
              {t(`checkSearch.statuses.${check.status}`)}
            </Badge>
          </DetailItem>
          <DetailItem label={t('checkSearch.group')}>{String(check.groupNumber)}</DetailItem>
        </SimpleGrid>
        {check.claims.length > 0 ? (
          <DataTable
            label={t('checkSearch.claimsLabel', { number: check.checkNumber })}
            minWidth={480}
            caption={t('checkSearch.claimsCaption', { count: check.claims.length })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('checkSearch.claimNumber')}</Table.Th>
                <Table.Th scope="col">{t('claimSearch.fields.memberId')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('checkSearch.paid')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.claims.map((c) => (
                <Table.Tr key={c.fullClaimNumber}>
                  <Table.Th scope="row" fw={500}>
                    <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} to={pathOf(c)} />
                  </Table.Th>
                  <Table.Td>{c.memberId}</Table.Td>
                  <Table.Td ta="right">{fmt.money(c.paidCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text c="dimmed">{t('checkSearch.noClaims')}</Text>
        )}
      </Stack>
    </SectionCard>
  );
}

/**
 * Check search (utilities): by check number or claim number (one is required, spec §5); shows the check's
 * payee, amount, dates and the claims it paid, each linking to `pathOf(claim)`.
 */
export function CheckSearch({ pathOf }: { pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const [values, setValues] = useState<CheckSearchValues>({ checkNumber: '', fullClaimNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [criteria, setCriteria] = useState<CheckSearchCriteria | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useCheckSearch(criteria);
  const serverErrors = query.isError ? fieldErrorsOf(query.error, t) : {};

  const field = (name: Field) => ({
    label: t(`checkSearch.fields.${name}`),
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors({});
    },
    error: errors[name] ? t(`messages:${errors[name]}`) : serverErrors[name],
    autoComplete: 'off',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateCheckSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setCriteria(result.criteria);
  };
  const badRequest = query.isError && Object.keys(serverErrors).length > 0;

  return (
    <Stack>
      <SectionCard title={t('checkSearch.formTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('checkSearch.help')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...field('checkNumber')} />
              <TextInput
                {...field('fullClaimNumber')}
                description={t('claimSearch.claimNumberHint')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('checkSearch.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
      <VisuallyHidden aria-live="polite">
        {criteria && query.data && !query.isFetching
          ? t('checkSearch.found', { count: query.data.results.length })
          : ''}
      </VisuallyHidden>
      <div>
        {criteria && !badRequest && (
          <QueryState
            query={query}
            isEmpty={(d) => d.results.length === 0}
            emptyText={t('messages:noResults')}
          >
            {(data) => (
              <Stack>
                {data.results.map((c) => (
                  <CheckCard key={c.checkNumber} check={c} pathOf={pathOf} />
                ))}
              </Stack>
            )}
          </QueryState>
        )}
        {badRequest && !serverErrors.checkNumber && !serverErrors.fullClaimNumber && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(query.error, t)}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
