import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import type { StaffClaimPathOf } from './admin-claim-results';
import { CheckCard } from './check-card';
import { validateCheckSearch, type CheckSearchValues } from './check-search-rules';
import { useCheckSearch, type CheckSearchCriteria } from './use-admin-claims';

type Field = keyof CheckSearchValues;

/**
 * Check search (utilities): by check number or claim number (one is required, spec §5); shows the check's
 * payee, amount, dates and the claims it paid, each linking to `pathOf(claim)`.
 */
export function CheckSearch({ pathOf }: { pathOf: StaffClaimPathOf }) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const [criteria, setCriteria] = useState<CheckSearchCriteria | null>(null);
  const query = useCheckSearch(criteria);
  // The server's refusal of the search's numbers (e.g. not a claim number) sits on the fields.
  const serverErrors = query.isError ? fieldErrorsOf(query.error, t) : {};
  const form = useContractForm({
    initial: { checkNumber: '', fullClaimNumber: '' },
    validate: validateCheckSearch,
    guard: false,
    onValid: setCriteria,
  });

  const field = (name: Field) => ({
    label: t(`checkSearch.fields.${name}`),
    value: form.values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      form.set(name, e.currentTarget.value);
      form.clearErrors();
    },
    error: form.errorOf(name) ?? serverErrors[name],
    autoComplete: 'off',
  });
  const badRequest = query.isError && Object.keys(serverErrors).length > 0;

  return (
    <Stack>
      <SectionCard title={t('checkSearch.formTitle')}>
        <ContractForm form={form}>
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
        </ContractForm>
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
