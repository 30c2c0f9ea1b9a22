import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MemberSearchItem } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { showValidation } from '../../ui/field-errors';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { AppLink } from '../../ui/app-link';
import { useFormat } from '../../ui/use-language';
import {
  EMPTY_MEMBER_SEARCH,
  validateMemberSearch,
  type MemberSearchCriteria,
  type MemberSearchValues,
} from './member-search-rules';
import { useMemberSearch } from './use-members';

type Field = keyof MemberSearchValues;

/** A column a portal adds to the results (staff: SSN, actions). */
export interface MemberSearchColumn {
  header: string;
  cell: (member: MemberSearchItem) => ReactNode;
}

/**
 * Find a member: by member id, by name with a date of birth, or (`withSsn`, staff) by SSN with a date of
 * birth and a group. Results are server pages of 20, each name linking to `profilePath(memberId)`.
 */
export function MemberSearch({
  profilePath,
  withSsn = false,
  audience = 'provider',
  sortProperty = 'lastName',
  help,
  columns = [],
}: {
  profilePath: (memberId: string) => string;
  /** Providers never search by SSN (the server refuses it); staff may. */
  withSsn?: boolean;
  /** Staff may search by any one field (see `validateMemberSearch`). */
  audience?: 'provider' | 'staff';
  /** Staff results come by group ascending (spec §9). */
  sortProperty?: 'lastName' | 'groupNumber';
  /** The form's help text, when the portal words it differently. */
  help?: string;
  columns?: readonly MemberSearchColumn[];
}) {
  const { t } = useTranslation(['provider', 'messages', 'coverage']);
  const fmt = useFormat();
  const [values, setValues] = useState<MemberSearchValues>(EMPTY_MEMBER_SEARCH);
  const [errors, setErrors] = useState<Partial<Record<Field | '_form', string>>>({});
  const [criteria, setCriteria] = useState<MemberSearchCriteria | null>(null);
  const [page, setPage] = useState(1);
  const formRef = useRef<HTMLFormElement>(null);
  const query = useMemberSearch(criteria, page, sortProperty);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, _form: undefined }));
  };
  const errorOf = (field: Field) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateMemberSearch(values, audience);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage(1);
    setCriteria(result.criteria);
  };

  const clear = () => {
    setValues(EMPTY_MEMBER_SEARCH);
    setErrors({});
    setCriteria(null);
    setPage(1);
  };

  const input = (field: Field, autoComplete = 'off') => ({
    label: t(`search.fields.${field}`),
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errorOf(field),
    autoComplete,
  });

  return (
    <Stack>
      <SectionCard title={t('search.formTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate aria-describedby="member-search-help">
          <Stack>
            <Text size="sm" id="member-search-help">
              {help ?? t(withSsn ? 'search.helpWithSsn' : 'search.help')}
            </Text>
            {errors._form && (
              <Alert color="red" variant="light" role="alert">
                {t(`messages:${errors._form}`)}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextInput {...input('memberId')} />
              <TextInput {...input('firstName')} />
              <TextInput {...input('lastName')} />
              <DateField
                label={t('search.fields.dateOfBirth')}
                value={values.dateOfBirth}
                onChange={set('dateOfBirth')}
                error={errorOf('dateOfBirth')}
              />
              {withSsn && (
                <>
                  <TextInput {...input('ssn')} inputMode="numeric" />
                  <TextInput {...input('groupNumber')} inputMode="numeric" />
                </>
              )}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={query.isFetching && criteria !== null}>
                {t('search.submit')}
              </Button>
              <Button variant="default" onClick={clear}>
                {t('search.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>

      {criteria !== null && (
        <SectionCard title={t('search.resultsTitle')}>
          <QueryState
            query={query}
            isEmpty={(d) => d.totalCount === 0}
            emptyText={t('messages:noResults')}
          >
            {(data) => (
              <Stack>
                <DataTable
                  // Not the section's name: two landmarks may not share one (axe landmark-unique).
                  label={t('search.caption', { count: data.totalCount })}
                  minWidth={760}
                  caption={t('search.caption', { count: data.totalCount })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('search.columns.name')}</Table.Th>
                      <Table.Th scope="col">{t('search.columns.memberId')}</Table.Th>
                      <Table.Th scope="col">{t('search.columns.dateOfBirth')}</Table.Th>
                      <Table.Th scope="col">{t('search.columns.group')}</Table.Th>
                      <Table.Th scope="col">{t('search.columns.relationship')}</Table.Th>
                      <Table.Th scope="col">{t('search.columns.status')}</Table.Th>
                      {columns.map((c) => (
                        <Table.Th scope="col" key={c.header}>
                          {c.header}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.results.map((m) => (
                      <Table.Tr key={m.memberId}>
                        <Table.Th scope="row" fw={500}>
                          <AppLink to={profilePath(m.memberId)}>
                            {`${m.lastName}, ${m.firstName}`}
                          </AppLink>
                        </Table.Th>
                        <Table.Td>{m.memberId}</Table.Td>
                        <Table.Td>{fmt.date(m.dateOfBirth)}</Table.Td>
                        <Table.Td>{`${m.groupNumber} · ${m.groupName}`}</Table.Td>
                        <Table.Td>
                          {t(`coverage:relationships.${m.relationship}`, {
                            defaultValue: m.relationship,
                          })}
                        </Table.Td>
                        <Table.Td>
                          {t(`memberStatus.${m.status}`, { defaultValue: m.status })}
                        </Table.Td>
                        {columns.map((c) => (
                          <Table.Td key={c.header}>{c.cell(m)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <Pager total={data.pages} value={page} onChange={setPage} />
              </Stack>
            )}
          </QueryState>
        </SectionCard>
      )}
    </Stack>
  );
}
