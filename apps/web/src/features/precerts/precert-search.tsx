import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { PrecertHistory } from './precert-history';
import {
  EMPTY_PRECERT_SEARCH,
  validatePrecertSearch,
  type PrecertSearchValues,
} from './precert-search-rules';
import type { PrecertFilters } from './use-precert-history';

type Field = keyof PrecertSearchValues;

/** Search pre-certifications by cert number, group or employee number; results below (20 a page). */
export function PrecertSearch({
  renderDecision,
}: {
  /** Staff: the decision controls of the details dialog. */
  renderDecision?: ((p: PrecertDetail) => ReactNode) | undefined;
} = {}) {
  const { t } = useTranslation(['precerts', 'messages']);
  const [filters, setFilters] = useState<PrecertFilters>({});
  const form = useContractForm({
    initial: EMPTY_PRECERT_SEARCH,
    validate: validatePrecertSearch,
    guard: false,
    onValid: setFilters,
  });

  const field = (name: Field) => ({
    label: t(`search.fields.${name}`),
    value: form.values[name],
    onChange: (e: { currentTarget: { value: string } }) => form.set(name, e.currentTarget.value),
    error: form.errorOf(name),
    autoComplete: 'off',
  });

  return (
    <Stack>
      <SectionCard title={t('search.title')}>
        <ContractForm form={form}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...field('certNo')} />
              <TextInput {...field('groupNumber')} inputMode="numeric" />
              <TextInput {...field('employeeNumber')} inputMode="numeric" />
            </SimpleGrid>
            <Group>
              <Button type="submit">{t('search.submit')}</Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setFilters({});
                }}
              >
                {t('search.clear')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      {Object.keys(filters).length > 0 && (
        <Alert variant="light" color="blue">
          {t('search.filtered')}
        </Alert>
      )}
      <PrecertHistory
        key={JSON.stringify(filters)}
        filters={filters}
        renderDecision={renderDecision}
      />
    </Stack>
  );
}
