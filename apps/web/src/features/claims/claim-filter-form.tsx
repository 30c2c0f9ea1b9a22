import { Button, Collapse, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../ui/use-language';
import {
  EMPTY_FORM,
  formValuesOf,
  validateFilterForm,
  type ClaimFilters,
  type FilterFormValues,
} from './claim-filters';
import { useClaimYears, usePatients, useSearchOptions } from './use-claims';

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
  const language = useLanguage();
  const options = useSearchOptions(language);
  const years = useClaimYears();
  const patients = usePatients();
  const [values, setValues] = useState<FilterFormValues>(() => formValuesOf(filters));
  const [errors, setErrors] = useState<Partial<Record<keyof FilterFormValues, string>>>({});
  const phone = useMediaQuery(PHONE_QUERY);
  const [moreOpen, setMoreOpen] = useState(() => hasMoreFilters(filters));
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

  const yearChosen = values.year !== '';
  const dateHint = yearChosen ? t('filters.yearSetsDates') : t('filters.dateHint');
  // A year or patient in the URL that the lists no longer hold (e.g. access withdrawn) stays selectable.
  const yearList = years.data ?? [];
  const yearOptions = [
    { value: '', label: t('filters.recent') },
    ...(values.year && !yearList.includes(Number(values.year)) ? [Number(values.year)] : [])
      .concat(yearList)
      .map((y) => ({ value: String(y), label: String(y) })),
  ];
  const patientList = patients.data ?? [];
  const patientOptions = [
    { value: '', label: t('filters.allPatients') },
    ...patientList.map((p) => ({ value: String(p.dependentNumber), label: p.name })),
    ...(values.patient && !patientList.some((p) => String(p.dependentNumber) === values.patient)
      ? [{ value: values.patient, label: t('filters.otherPatient') }]
      : []),
  ];
  const dateFilters = options.data?.dateFilters.length
    ? options.data.dateFilters
    : [{ value: 'serviceDate', label: t('filters.serviceDate') }];

  const more = (
    <>
      <NativeSelect
        label={t('filters.claimType')}
        value={values.claimType}
        onChange={set('claimType')}
        data={[{ value: '', label: t('filters.allTypes') }, ...(options.data?.claimTypes ?? [])]}
      />
      <NativeSelect
        label={t('filters.dateFilter')}
        value={values.dateFilter}
        onChange={set('dateFilter')}
        data={dateFilters}
        disabled={yearChosen}
        description={dateHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput
        label={t('filters.fromDate')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={values.from}
        onChange={set('from')}
        error={errorOf('from')}
        disabled={yearChosen}
      />
      <TextInput
        label={t('filters.thruDate')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={values.thru}
        onChange={set('thru')}
        error={errorOf('thru')}
        disabled={yearChosen}
      />
      <TextInput
        label={t('filters.providerNumber')}
        value={values.provider}
        onChange={set('provider')}
        error={errorOf('provider')}
        maxLength={20}
        autoComplete="off"
      />
      <TextInput
        label={t('filters.claimNumber')}
        placeholder={t('filters.claimPlaceholder')}
        value={values.claim}
        onChange={set('claim')}
        error={errorOf('claim')}
        maxLength={40}
        autoComplete="off"
      />
      <TextInput
        label={t('filters.checkNumber')}
        value={values.check}
        onChange={set('check')}
        error={errorOf('check')}
        maxLength={20}
        autoComplete="off"
      />
    </>
  );

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NativeSelect
          label={t('filters.year')}
          value={values.year}
          onChange={set('year')}
          data={yearOptions}
        />
        <NativeSelect
          label={t('filters.patient')}
          value={values.patient}
          onChange={set('patient')}
          data={patientOptions}
        />
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
            <SimpleGrid cols={1} spacing="sm">
              {more}
            </SimpleGrid>
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
