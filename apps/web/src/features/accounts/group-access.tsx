import { Button, Group, SimpleGrid, Stack, Switch, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import {
  useAllAccess,
  useGroupAccess,
  useUpdateGroupAccess,
  type GroupAccessCriteria,
} from './use-accounts';

/** One side of the group access: accessible (revoke) or inaccessible (grant) groups, searchable. */
function AccessList({
  accountId,
  haveAccess,
  editable,
}: {
  accountId: number;
  haveAccess: boolean;
  editable: boolean;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const side = haveAccess ? 'accessible' : 'inaccessible';
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<GroupAccessCriteria>({});
  const [page, setPage] = useState(1);
  const query = useGroupAccess(accountId, haveAccess, criteria, page);
  const update = useUpdateGroupAccess();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    setPage(1);
    setCriteria(/^\d+$/.test(v) ? { groupNumber: Number(v) } : v ? { groupName: v } : {});
  };
  const change = (groupNumber: number, name: string) =>
    update.mutate(
      { accountId, groupNumbers: [groupNumber], access: !haveAccess },
      {
        onSuccess: () =>
          notify({
            text: t(haveAccess ? 'groupAccess.revoked' : 'groupAccess.granted', { name }),
            type: 'success',
          }),
        onError: (err) => notify({ text: errorTextOf(err, t), type: 'error' }),
      },
    );
  return (
    <Stack>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t(`groupAccess.search.${side}`)}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            {t('groupAccess.find')}
          </Button>
        </Group>
      </form>
      <PagedResultsCard
        title={t(`groupAccess.${side}`)}
        query={query}
        countText={(count) => t('groupAccess.count', { count })}
        tableLabel={t(`groupAccess.${side}`)}
        minWidth={420}
        captionOf={(p) => t('groupAccess.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('groupAccess.group')}</Table.Th>
                <Table.Th scope="col">{t('groupAccess.name')}</Table.Th>
                {editable && <Table.Th scope="col">{t('groupAccess.action')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((g) => (
                <Table.Tr key={g.groupNumber}>
                  <Table.Th scope="row" fw={400}>
                    {String(g.groupNumber)}
                  </Table.Th>
                  <Table.Td>{g.name}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={
                          update.isPending && update.variables?.groupNumbers?.[0] === g.groupNumber
                        }
                        aria-label={t(haveAccess ? 'groupAccess.revokeOf' : 'groupAccess.grantOf', {
                          name: `${g.groupNumber} ${g.name}`,
                        })}
                        onClick={() => change(g.groupNumber, g.name)}
                      >
                        {t(haveAccess ? 'groupAccess.revoke' : 'groupAccess.grant')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}

/**
 * Group access of an account: the Every Group switch (staff) and the accessible and inaccessible
 * groups side by side. `editable` is false for a read-only Group Rights grant.
 */
export function GroupAccess({
  accountId,
  editable,
  allAccessSwitch,
}: {
  accountId: number;
  editable: boolean;
  /** Staff with Every Group themselves may switch it for the account. */
  allAccessSwitch: boolean;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const all = useAllAccess(accountId);
  const update = useUpdateGroupAccess();
  return (
    <SectionCard title={t('groupAccess.title')}>
      <Stack>
        {allAccessSwitch && (
          <Switch
            label={t('groupAccess.allAccess')}
            checked={all.data?.result ?? false}
            disabled={!editable || all.isPending || update.isPending}
            onChange={(e) =>
              update.mutate(
                { accountId, groupNumbers: [], access: true, allAccess: e.currentTarget.checked },
                { onError: (err) => notify({ text: errorTextOf(err, t), type: 'error' }) },
              )
            }
          />
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <AccessList accountId={accountId} haveAccess editable={editable} />
          <AccessList accountId={accountId} haveAccess={false} editable={editable} />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
