import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
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
  const [values, setValues] = useState<PrecertSearchValues>(EMPTY_PRECERT_SEARCH);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [filters, setFilters] = useState<PrecertFilters>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: Field) => ({
    label: t(`search.fields.${name}`),
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
    error: errors[name] ? t(`messages:${errors[name]}`) : undefined,
    autoComplete: 'off',
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validatePrecertSearch(values);
    if (!result.ok) {
      setErrors(result.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    setFilters(result.filters);
  };

  return (
    <Stack>
      <SectionCard title={t('search.title')}>
        <form ref={formRef} onSubmit={submit} noValidate>
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
                  setValues(EMPTY_PRECERT_SEARCH);
                  setErrors({});
                  setFilters({});
                }}
              >
                {t('search.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
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
