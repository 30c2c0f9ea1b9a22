import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { showValidation } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
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
