import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ENROLLMENT_STATUSES } from '@bp/contract/api/enrollments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { GroupSelect } from '../../ui/group-select';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { EnrollmentResults } from './enrollment-results';
import {
  EMPTY_ENROLLMENT_SEARCH,
  validateEnrollmentSearch,
  type EnrollmentSearchValues,
} from './enrollment-search-rules';
import { useEnrollmentSearch, type EnrollmentCriteria } from './use-enrollments';

/**
 * The enrollment form search (spec §2 search-enrollment): group (a typeahead over the caller's groups that take
 * online enrollment; none = all of them), name, status and submission date range; 20 a page, newest first;
 * each number opens `detailsPath(id)`.
 */
export function EnrollmentSearch({ detailsPath }: { detailsPath: (id: number) => string }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const [criteria, setCriteria] = useState<EnrollmentCriteria>({});
  const [page, setPage] = useState(1);
  const query = useEnrollmentSearch(criteria, page);
  const form = useContractForm({
    initial: EMPTY_ENROLLMENT_SEARCH,
    validate: validateEnrollmentSearch,
    guard: false,
    onValid: (found) => {
      setPage(1);
      setCriteria(found);
    },
  });
  // Typing clears every error (the date range's error sits on one of two fields).
  const set = (f: keyof EnrollmentSearchValues, value: string) => {
    form.set(f, value);
    form.clearErrors();
  };

  return (
    <Stack>
      <SectionCard title={t('search.formTitle')}>
        <ContractForm form={form}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <GroupSelect
                label={t('fields.groupNumber')}
                withFlag="enrollment"
                placeholder={t('search.allGroups')}
                clearable
                value={form.values.groupNumber || null}
                onChange={(v) => set('groupNumber', v ?? '')}
              />
              <TextInput
                label={t('fields.firstName')}
                value={form.values.firstName}
                error={form.errorOf('firstName')}
                autoComplete="off"
                onChange={(e) => set('firstName', e.currentTarget.value)}
              />
              <TextInput
                label={t('fields.lastName')}
                value={form.values.lastName}
                error={form.errorOf('lastName')}
                autoComplete="off"
                onChange={(e) => set('lastName', e.currentTarget.value)}
              />
              <NativeSelect
                label={t('columns.status')}
                value={form.values.status}
                onChange={(e) => set('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('search.anyStatus') },
                  ...ENROLLMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                ]}
              />
              <DateField
                label={t('search.fromDate')}
                value={form.values.fromDate}
                onChange={(v) => set('fromDate', v)}
                error={form.errorOf('fromDate')}
              />
              <DateField
                label={t('search.thruDate')}
                value={form.values.thruDate}
                onChange={(v) => set('thruDate', v)}
                error={form.errorOf('thruDate')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('search.submit')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setPage(1);
                  setCriteria({});
                }}
              >
                {t('search.clear')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      <EnrollmentResults query={query} page={page} onPage={setPage} detailsPath={detailsPath} />
    </Stack>
  );
}
