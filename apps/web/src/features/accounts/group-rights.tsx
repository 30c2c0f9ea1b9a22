import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@bp/contract/api/accounts';
import { AppLink } from '../../ui/app-link';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useAccountSearch, useUpdateGroupAccess, type AccountCriteria } from './use-accounts';

/** A page of accounts with one action button each. */
function AccountTable({
  title,
  criteria,
  profilePath,
  action,
}: {
  title: string;
  criteria: AccountCriteria | null;
  profilePath: (accountId: number) => string;
  action?: { label: (a: UserAccount) => string; text: string; run: (a: UserAccount) => void };
}) {
  const { t } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const query = useAccountSearch(criteria ?? {}, page);
  if (criteria === null) return null;
  return (
    <PagedResultsCard
      title={title}
      query={query}
      countText={(count) => t('search.count', { count })}
      tableLabel={title}
      captionOf={(p) => t('search.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.name')}</Table.Th>
              <Table.Th scope="col">{t('fields.userName')}</Table.Th>
              <Table.Th scope="col">{t('fields.role')}</Table.Th>
              {action && <Table.Th scope="col">{t('groupAccess.action')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((a) => (
              <Table.Tr key={a.accountId}>
                <Table.Th scope="row" fw={500}>
                  <AppLink to={profilePath(a.accountId)}>{`${a.firstName} ${a.lastName}`}</AppLink>
                </Table.Th>
                <Table.Td>{a.userName}</Table.Td>
                <Table.Td>{a.roleDescription}</Table.Td>
                {action && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={action.label(a)}
                      onClick={() => action.run(a)}
                    >
                      {action.text}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}

/**
 * Group rights of a group: the accounts (the caller manages) with access to it, each revocable, and a
 * search for accounts to grant it to. `editable` is false for a read-only Group Rights grant.
 */
export function GroupRights({
  groupNumber,
  profilePath,
  editable,
}: {
  groupNumber: number;
  profilePath: (accountId: number) => string;
  editable: boolean;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const update = useUpdateGroupAccess();
  const [text, setText] = useState('');
  const [find, setFind] = useState<AccountCriteria | null>(null);
  const change = (a: UserAccount, access: boolean) =>
    update.mutate(
      { accountId: a.accountId, groupNumbers: [groupNumber], access },
      {
        onSuccess: () =>
          notify({
            text: t(access ? 'groupAccess.granted' : 'groupAccess.revoked', {
              name: `${a.firstName} ${a.lastName}`,
            }),
            type: 'success',
          }),
        onError: (err) => notify({ text: errorTextOf(err, t), type: 'error' }),
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFind(text.trim() ? { query: text.trim() } : {});
  };
  const nameOf = (a: UserAccount) => `${a.firstName} ${a.lastName}`;
  return (
    <Stack>
      <AccountTable
        title={t('groupRights.withAccess', { group: groupNumber })}
        criteria={{ groupNumber }}
        profilePath={profilePath}
        {...(editable
          ? {
              action: {
                text: t('groupAccess.revoke'),
                label: (a: UserAccount) => t('groupRights.revokeOf', { name: nameOf(a) }),
                run: (a: UserAccount) => change(a, false),
              },
            }
          : {})}
      />
      {editable && (
        <>
          <form onSubmit={submit} noValidate>
            <Group align="flex-end">
              <TextInput
                label={t('groupRights.findAccount')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                {t('groupAccess.find')}
              </Button>
            </Group>
          </form>
          <AccountTable
            title={t('groupRights.candidates')}
            criteria={find}
            profilePath={profilePath}
            action={{
              text: t('groupAccess.grant'),
              label: (a) => t('groupRights.grantOf', { name: nameOf(a) }),
              run: (a) => change(a, true),
            }}
          />
        </>
      )}
    </Stack>
  );
}
