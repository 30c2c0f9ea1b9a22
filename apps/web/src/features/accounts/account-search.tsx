import {
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../ui/section-card';
import { AccountResults } from './account-results';
import {
  ALL_ROLES,
  useAccountSearch,
  useAccountTypeAhead,
  useGroupChoices,
  useManagedRoles,
  type AccountCriteria,
} from './use-accounts';

interface Values {
  query: string;
  roleId: string;
  groupNumber: string;
}
const EMPTY: Values = { query: '', roleId: String(ALL_ROLES), groupNumber: '' };

/**
 * Account search: text (name, user name, e-mail), role (All Roles 999) and group; 20 accounts a page,
 * newest first. Staff also get a type-ahead that opens an account directly.
 */
export function AccountSearch({
  profilePath,
  typeAhead,
  initialGroup,
}: {
  profilePath: (accountId: number) => string;
  /** Staff: SearchTypeAhead suggestions in the text box. */
  typeAhead: boolean;
  /** Pre-filters by a group (the group-rights page). */
  initialGroup?: number;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const navigate = useNavigate();
  const roles = useManagedRoles(false);
  const groups = useGroupChoices();
  const start: Values = {
    ...EMPTY,
    groupNumber: initialGroup === undefined ? '' : String(initialGroup),
  };
  const [values, setValues] = useState<Values>(start);
  const [criteria, setCriteria] = useState<AccountCriteria>(toCriteria(start));
  const [page, setPage] = useState(1);
  const query = useAccountSearch(criteria, page);
  const suggestions = useAccountTypeAhead(values.query, typeAhead);
  const set = (f: keyof Values, v: string) => setValues((x) => ({ ...x, [f]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setCriteria(toCriteria(values));
  };
  const byLabel = new Map(
    (suggestions.data ?? []).map((s) => [`${s.fullName} (${s.userName})`, s.accountId]),
  );

  return (
    <Stack>
      <SectionCard title={t('search.formTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {typeAhead ? (
                <Autocomplete
                  label={t('search.query')}
                  value={values.query}
                  onChange={(v) => set('query', v)}
                  data={[...byLabel.keys()]}
                  onOptionSubmit={(label) => {
                    const id = byLabel.get(label);
                    if (id !== undefined) void navigate(profilePath(id));
                  }}
                  autoComplete="off"
                />
              ) : (
                <TextInput
                  label={t('search.query')}
                  value={values.query}
                  onChange={(e) => set('query', e.currentTarget.value)}
                  autoComplete="off"
                />
              )}
              <NativeSelect
                label={t('search.role')}
                value={values.roleId}
                onChange={(e) => set('roleId', e.currentTarget.value)}
                data={[
                  { value: String(ALL_ROLES), label: t('search.allRoles') },
                  ...(roles.data ?? []).map((r) => ({
                    value: String(r.roleId),
                    label: r.roleDescription,
                  })),
                ]}
              />
              <NativeSelect
                label={t('search.group')}
                value={values.groupNumber}
                onChange={(e) => set('groupNumber', e.currentTarget.value)}
                data={[
                  { value: '', label: t('search.anyGroup') },
                  ...(groups.data ?? []).map((g) => ({
                    value: String(g.groupNumber),
                    label: `${g.groupNumber} – ${g.name}`,
                  })),
                ]}
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
      <AccountResults query={query} page={page} onPage={setPage} profilePath={profilePath} />
    </Stack>
  );
}

function toCriteria(v: Values): AccountCriteria {
  const c: AccountCriteria = {};
  if (v.query.trim()) c.query = v.query.trim();
  if (v.roleId && Number(v.roleId) !== ALL_ROLES) c.roleId = Number(v.roleId);
  if (v.groupNumber !== '') c.groupNumber = Number(v.groupNumber);
  return c;
}
