import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  EMPTY_MEMBER_SEARCH,
  validateMemberSearch,
  type MemberSearchCriteria,
  type MemberSearchValues,
} from './member-search-rules';
import { MemberResults, type MemberSearchColumn } from './member-results';
import { useMemberSearch } from './use-members';

export type { MemberSearchColumn } from './member-results';

type Field = keyof MemberSearchValues;

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
  const [criteria, setCriteria] = useState<MemberSearchCriteria | null>(null);
  const [page, setPage] = useState(1);
  const query = useMemberSearch(criteria, page, sortProperty);
  const form = useContractForm({
    initial: EMPTY_MEMBER_SEARCH,
    validate: (v: MemberSearchValues) => validateMemberSearch(v, audience),
    guard: false,
    onValid: (found) => {
      setPage(1);
      setCriteria(found);
    },
  });

  // Typing clears that field's error and the form's ("search by at least one field").
  const set = (field: Field) => (value: string) => {
    form.set(field, value);
    form.clearErrors('_form');
  };

  const clear = () => {
    form.reset();
    setCriteria(null);
    setPage(1);
  };

  const input = (field: Field, autoComplete = 'off') => ({
    label: t(`search.fields.${field}`),
    value: form.values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: form.errorOf(field),
    autoComplete,
  });

  return (
    <Stack>
      <SectionCard title={t('search.formTitle')}>
        <ContractForm form={form} aria-describedby="member-search-help">
          <Stack>
            <Text size="sm" id="member-search-help">
              {help ?? t(withSsn ? 'search.helpWithSsn' : 'search.help')}
            </Text>
            {form.errors._form && (
              <Alert color="red" variant="light" role="alert">
                {form.errorOf('_form')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextInput {...input('memberId')} />
              <TextInput {...input('firstName')} />
              <TextInput {...input('lastName')} />
              <DateField
                label={t('search.fields.dateOfBirth')}
                value={form.values.dateOfBirth}
                onChange={set('dateOfBirth')}
                error={form.errorOf('dateOfBirth')}
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
        </ContractForm>
      </SectionCard>

      {criteria !== null && (
        <MemberResults
          query={query}
          page={page}
          onPage={setPage}
          profilePath={profilePath}
          columns={columns}
        />
      )}
    </Stack>
  );
}
