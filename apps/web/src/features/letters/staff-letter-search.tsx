import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useFormat } from '../../ui/use-language';
import {
  EMPTY_STAFF_LETTER_SEARCH,
  validateStaffLetterSearch,
  type StaffLetterValues,
} from './staff-letter-rules';
import { useLetterTemplates, useStaffLetterSearch, type StaffLetterCriteria } from './use-letters';

type NumberField = Exclude<keyof StaffLetterValues, 'templateId'>;
const NUMBER_FIELDS: readonly NumberField[] = [
  'groupNumber',
  'employeeNumber',
  'dependentNumber',
  'letterNumber',
];

/**
 * Staff letter search: group, employee, dependent and letter number and the template; 10 letters a page,
 * newest first; each number opens `letterPath(letterNumber)`.
 */
export function StaffLetterSearch({
  letterPath,
}: {
  letterPath: (letterNumber: number) => string;
}) {
  const { t } = useTranslation(['admin-options', 'letters', 'messages']);
  const fmt = useFormat();
  const templates = useLetterTemplates();
  const [criteria, setCriteria] = useState<StaffLetterCriteria>({});
  const [page, setPage] = useState(1);
  const query = useStaffLetterSearch(criteria, page);
  const form = useContractForm({
    initial: EMPTY_STAFF_LETTER_SEARCH,
    validate: validateStaffLetterSearch,
    guard: false,
    onValid: (found) => {
      setPage(1);
      setCriteria(found);
    },
  });
  const set = (f: keyof StaffLetterValues, value: string) => {
    form.set(f, value);
    form.clearErrors();
  };

  return (
    <Stack>
      <SectionCard title={t('letterSearch.formTitle')}>
        <ContractForm form={form}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {NUMBER_FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`letterSearch.fields.${f}`)}
                  value={form.values[f]}
                  inputMode="numeric"
                  autoComplete="off"
                  error={form.errorOf(f)}
                  onChange={(e) => set(f, e.currentTarget.value)}
                />
              ))}
              <NativeSelect
                label={t('letterSearch.fields.templateId')}
                value={form.values.templateId}
                onChange={(e) => set('templateId', e.currentTarget.value)}
                data={[
                  { value: '', label: t('letters:filters.allTemplates') },
                  ...(templates.data ?? []).map((x) => ({
                    value: String(x.templateId),
                    label: x.name,
                  })),
                ]}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('letterSearch.submit')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setPage(1);
                  setCriteria({});
                }}
              >
                {t('letterSearch.clear')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      <PagedResultsCard
        title={t('letterSearch.results')}
        query={query}
        countText={(count) => t('letters:count', { count })}
        tableLabel={t('letterSearch.tableLabel')}
        minWidth={800}
        captionOf={(p) => t('letterSearch.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('letters:columns.letterNumber')}</Table.Th>
                <Table.Th scope="col">{t('letters:columns.template')}</Table.Th>
                <Table.Th scope="col">{t('letters:columns.recipient')}</Table.Th>
                <Table.Th scope="col">{t('letterSearch.member')}</Table.Th>
                <Table.Th scope="col">{t('letterSearch.created')}</Table.Th>
                <Table.Th scope="col">{t('letters:columns.sentDate')}</Table.Th>
                <Table.Th scope="col">{t('letters:columns.delivery')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((l) => (
                <Table.Tr key={l.letterNumber}>
                  <Table.Th scope="row" fw={500}>
                    <AppLink
                      to={letterPath(l.letterNumber)}
                      aria-label={t('letters:openLetter', { number: l.letterNumber })}
                    >
                      {String(l.letterNumber)}
                    </AppLink>
                  </Table.Th>
                  <Table.Td>{l.templateName}</Table.Td>
                  <Table.Td>{l.recipientName}</Table.Td>
                  <Table.Td>{`${l.groupNumber}-${l.employeeNumber}-${l.dependentNumber}`}</Table.Td>
                  <Table.Td>{fmt.date(l.createdDate)}</Table.Td>
                  <Table.Td>{fmt.date(l.sentDate)}</Table.Td>
                  <Table.Td>{t(`letters:delivery.${l.deliveryMethod}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}
