import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import type { ProviderAccessQueueItem } from '@bp/contract/api/provider-verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import { useAccessQueue, useDecideAccess, type AccessQueueState } from './use-access-requests';

type Address = ProviderAccessQueueItem['practice']['address'];
const addressText = (a: Address) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/**
 * The provider-maintenance queue of practice access requests (issue 29): a provider account asks to reach
 * another practice — the practice as typed beside the provider file's row and how many providers bill
 * under the tax id (what approval opens), the account — to approve or reject with a note; or the decisions
 * of the last 90 days.
 */
export function AccessRequestQueue() {
  const { t } = useTranslation(['admin-options', 'messages']);
  const fmt = useFormat();
  const [state, setState] = useState<AccessQueueState>('pending');
  const [page, setPage] = useState(1);
  const query = useAccessQueue(state, page);
  const mayDecide = useSession(
    (s) =>
      canWrite(s.permissions, 'CREATE_PROVIDER_ACCOUNT') ||
      canWrite(s.permissions, 'RESET_PROVIDER_ACCOUNT'),
  );
  const v = (k: string) => t(`accessRequests.${k}`);
  return (
    <Stack>
      <SegmentedControl
        aria-label={v('show')}
        value={state}
        maw={420}
        onChange={(value) => {
          setState(value as AccessQueueState);
          setPage(1);
        }}
        data={[
          { value: 'pending', label: v('pending') },
          { value: 'decided', label: v('decided') },
        ]}
      />
      <PagedResultsCard
        title={state === 'pending' ? v('pendingTitle') : v('decidedTitle')}
        query={query}
        countText={(count) => t('accessRequests.count', { count })}
        tableLabel={v('tableLabel')}
        minWidth={1000}
        captionOf={(p) => t('accessRequests.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{v('columns.practice')}</Table.Th>
                <Table.Th scope="col">{v('columns.onFile')}</Table.Th>
                <Table.Th scope="col">{v('columns.account')}</Table.Th>
                <Table.Th scope="col">{v('columns.requested')}</Table.Th>
                <Table.Th scope="col">{v('columns.decision')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.requestId}>
                  <Table.Th scope="row" fw={500}>
                    <Text fw={600} size="sm">
                      {r.practiceName}
                    </Text>
                    <Text size="sm">
                      {t('providerVerifications.ids', { npi: r.npi, taxId: r.taxId })}
                    </Text>
                    <Text size="sm">{addressText(r.practice.address)}</Text>
                    <Text size="sm">
                      {t('accessRequests.contact', {
                        name: r.practice.contact,
                        phone: r.practice.phone ?? '—',
                        email: r.practice.email,
                      })}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {r.providerOnFile ? (
                      <>
                        <Text size="sm">{`${r.providerOnFile.name} (${r.providerOnFile.providerNumber})`}</Text>
                        <Text size="sm">{addressText(r.providerOnFile.address)}</Text>
                      </>
                    ) : (
                      <Text size="sm">{v('notOnFile')}</Text>
                    )}
                    <Text size="sm">
                      {t('accessRequests.providersOfTaxId', { count: r.providersOfTaxId })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${r.firstName} ${r.lastName}`}</Text>
                    <Text size="sm">{r.userName}</Text>
                    <Text size="sm">{r.email}</Text>
                  </Table.Td>
                  <Table.Td>{fmt.date(r.requestedAt)}</Table.Td>
                  <Table.Td>
                    {r.state === 'pending' ? (
                      mayDecide ? (
                        <Decide item={r} />
                      ) : (
                        t('accessRequests.states.pending')
                      )
                    ) : (
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {t(`accessRequests.states.${r.state}`)}
                        </Text>
                        <Text size="sm">
                          {t('providerVerifications.byStaff', {
                            name: r.decidedBy ?? '',
                            date: fmt.date(r.decidedAt),
                          })}
                        </Text>
                        {r.note && <Text size="sm">{r.note}</Text>}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}

/** Approve (optional note) or reject (note required, confirmed). */
function Decide({ item }: { item: ProviderAccessQueueItem }) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const decide = useDecideAccess();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const name = item.practiceName;
  const user = item.userName;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { decision, requestId: item.requestId, note: note.trim() || undefined },
      {
        onSuccess: () =>
          notify({
            text: t(
              decision === 'approve' ? 'accessRequests.approved' : 'accessRequests.rejected',
              {
                name,
                user,
              },
            ),
            type: 'success',
          }),
        onError: (e) => notify({ text: errorTextOf(e, t), type: 'error' }),
      },
    );
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        label={t('providerVerifications.note')}
        value={note}
        maxLength={1000}
        error={error}
        onChange={(e) => {
          setNote(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group gap={4}>
        <Button
          size="xs"
          loading={decide.isPending}
          aria-label={t('accessRequests.approve', { name, user })}
          onClick={() => send('approve')}
        >
          {t('providerVerifications.approveShort')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          aria-label={t('accessRequests.reject', { name, user })}
          onClick={() => {
            if (note.trim() === '') {
              setError(t('messages:required'));
              return;
            }
            setConfirming(true);
          }}
        >
          {t('providerVerifications.rejectShort')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        destructive
        title={t('accessRequests.confirmTitle')}
        content={t('accessRequests.confirmBody', { name, user })}
        okLabel={t('providerVerifications.rejectShort')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send('reject');
        }}
      />
    </Stack>
  );
}
