import { Button, Collapse, Group, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimMoreFilters, ClaimYearPatientFilters } from './claim-filter-fields';
import {
  EMPTY_FORM,
  formValuesOf,
  validateFilterForm,
  type ClaimFilters,
  type FilterFormValues,
} from './claim-filters';

/** Phones (≤ 576 px) show the year and patient and fold the other filters away. */
const PHONE_QUERY = '(max-width: 576px)';

/** True when a filter other than year and patient is applied (the phone layout then opens them). */
function hasMoreFilters(f: ClaimFilters): boolean {
  return Boolean(f.claimType || f.from || f.thru || f.provider || f.claim || f.check);
}

/** The claims list's filters; applying them replaces the URL's filters (page back to 1). */
export function ClaimFilterForm({
  filters,
  onApply,
}: {
  filters: ClaimFilters;
  onApply: (f: ClaimFilters) => void;
}) {
  const { t } = useTranslation(['claims', 'messages']);
  const [values, setValues] = useState<FilterFormValues>(() => formValuesOf(filters));
  const [errors, setErrors] = useState<Partial<Record<keyof FilterFormValues, string>>>({});
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [moreOpen, setMoreOpen] = useState(() => hasMoreFilters(filters));
  // On phones the folded filters are rendered once first opened (they open with their content, and
  // close with it): until then, seven inputs nobody sees are not part of the page's first render.
  const [moreRendered, setMoreRendered] = useState(moreOpen);
  if (moreOpen && !moreRendered) setMoreRendered(true);
  const moreId = useId();

  const set = (key: keyof FilterFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'year' && value ? { from: '', thru: '' } : {}),
    }));
    setErrors((x) => ({
      ...x,
      [key]: undefined,
      ...(key === 'from' || key === 'thru' ? { from: undefined, thru: undefined } : {}),
    }));
  };
  const errorOf = (key: keyof FilterFormValues) =>
    errors[key]
      ? t(`messages:${errors[key]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateFilterForm(values);
    if (!result.ok) {
      setErrors(result.fields);
      setMoreOpen(true);
      return;
    }
    setErrors({});
    onApply(result.filters);
  };
  const clear = () => {
    setValues(EMPTY_FORM);
    setErrors({});
    onApply({});
  };

  const fields = { values, onChange: set, errorOf };
  const more = <ClaimMoreFilters {...fields} />;

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <ClaimYearPatientFilters {...fields} />
        {!phone && more}
      </SimpleGrid>
      {phone && (
        <>
          <Button
            variant="subtle"
            px={0}
            mt="xs"
            onClick={() => setMoreOpen((o) => !o)}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            rightSection={
              moreOpen ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
          >
            {t(moreOpen ? 'filters.fewer' : 'filters.more')}
          </Button>
          <Collapse expanded={moreOpen} id={moreId}>
            {moreRendered && (
              <SimpleGrid cols={1} spacing="sm">
                {more}
              </SimpleGrid>
            )}
          </Collapse>
        </>
      )}
      <Group mt="sm">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="default" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
