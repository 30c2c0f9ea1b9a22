import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ENROLLMENT_STATUSES, enrollmentList } from '@bp/contract/api/enrollments';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../lib/validate';
import { DateField } from '../../ui/date-field';
import { showValidation } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { EnrollmentResults } from './enrollment-results';
import { useEnrollmentSearch, type EnrollmentCriteria } from './use-enrollments';
import type { EnrollGroup } from './new-enrollment-form';

interface Values {
  groupNumber: string;
  firstName: string;
  lastName: string;
  status: string;
  fromDate: string;
  thruDate: string;
}
const EMPTY: Values = {
  groupNumber: '',
  firstName: '',
  lastName: '',
  status: '',
  fromDate: '',
  thruDate: '',
};

/** Validates the search with the contract's List schema; the criteria to send. */
function criteriaOf(v: Values) {
  const body = {
    ...(v.groupNumber ? { groupNumber: Number(v.groupNumber) } : {}),
    firstName: v.firstName,
    lastName: v.lastName,
    ...(v.status ? { status: v.status } : {}),
    fromDate: v.fromDate,
    thruDate: v.thruDate,
  };
  const result = validateWith(enrollmentList.body, body);
  return result.ok
    ? { ok: true as const, criteria: body as EnrollmentCriteria }
    : { ok: false as const, fields: result.fields };
}

/**
 * The enrollment form search (spec §2 search-enrollment): group, name, status and submission date range;
 * 20 a page, newest first; each number opens `detailsPath(id)`.
 */
export function EnrollmentSearch({
  groups,
  detailsPath,
}: {
  groups: readonly EnrollGroup[];
  detailsPath: (id: number) => string;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [criteria, setCriteria] = useState<EnrollmentCriteria>({});
  const [page, setPage] = useState(1);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useEnrollmentSearch(criteria, page);
  const set = (f: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setErrors({});
  };
  const msg = (f: keyof Values) => (errors[f] ? t(`messages:${errors[f]}`) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = criteriaOf(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage(1);
    setCriteria(result.criteria);
  };

  return (
    <Stack>
      <SectionCard title={t('search.formTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <NativeSelect
                label={t('fields.groupNumber')}
                value={values.groupNumber}
                onChange={(e) => set('groupNumber', e.currentTarget.value)}
                data={[
                  { value: '', label: t('search.allGroups') },
                  ...groups.map((g) => ({
                    value: String(g.groupNumber),
                    label: `${g.groupNumber} ${g.name}`,
                  })),
                ]}
              />
              <TextInput
                label={t('fields.firstName')}
                value={values.firstName}
                error={msg('firstName')}
                autoComplete="off"
                onChange={(e) => set('firstName', e.currentTarget.value)}
              />
              <TextInput
                label={t('fields.lastName')}
                value={values.lastName}
                error={msg('lastName')}
                autoComplete="off"
                onChange={(e) => set('lastName', e.currentTarget.value)}
              />
              <NativeSelect
                label={t('columns.status')}
                value={values.status}
                onChange={(e) => set('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('search.anyStatus') },
                  ...ENROLLMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                ]}
              />
              <DateField
                label={t('search.fromDate')}
                value={values.fromDate}
                onChange={(v) => set('fromDate', v)}
                error={msg('fromDate')}
              />
              <DateField
                label={t('search.thruDate')}
                value={values.thruDate}
                onChange={(v) => set('thruDate', v)}
                error={msg('thruDate')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('search.submit')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setValues(EMPTY);
                  setErrors({});
                  setPage(1);
                  setCriteria({});
                }}
              >
                {t('search.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
      <EnrollmentResults query={query} page={page} onPage={setPage} detailsPath={detailsPath} />
    </Stack>
  );
}
