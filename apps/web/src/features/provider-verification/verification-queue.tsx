import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import type { ProviderVerificationItem } from '@bp/contract/api/provider-verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import {
  useDecideVerification,
  useProviderVerifications,
  type VerificationQueueState,
} from './use-provider-verification';

type Address = ProviderVerificationItem['practice']['address'];
const addressText = (a: Address) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/**
 * The provider-maintenance queue (issue 25): pending self-registrations oldest first — the practice as
 * the form gave it beside the provider file's row it matched, the account, failed payment attempts and
 * other verified accounts of the practice — to approve or reject with a note; or the decisions of the
 * last 90 days.
 */
export function ProviderVerificationQueue() {
  const { t } = useTranslation(['admin-options', 'messages']);
  const fmt = useFormat();
  const [state, setState] = useState<VerificationQueueState>('pending');
  const [page, setPage] = useState(1);
  const query = useProviderVerifications(state, page);
  const mayDecide = useSession(
    (s) =>
      canWrite(s.permissions, 'CREATE_PROVIDER_ACCOUNT') ||
      canWrite(s.permissions, 'RESET_PROVIDER_ACCOUNT'),
  );
  const v = (k: string) => t(`providerVerifications.${k}`);
  return (
    <Stack>
      <SegmentedControl
        aria-label={v('show')}
        value={state}
        maw={420}
        onChange={(value) => {
          setState(value as VerificationQueueState);
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
        countText={(count) => t('providerVerifications.count', { count })}
        tableLabel={v('tableLabel')}
        minWidth={1000}
        captionOf={(p) => t('providerVerifications.caption', p)}
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
                <Table.Th scope="col">{v('columns.checks')}</Table.Th>
                <Table.Th scope="col">{v('columns.decision')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.verificationId}>
                  <Table.Th scope="row" fw={500}>
                    <Text fw={600} size="sm">
                      {r.practice.name}
                    </Text>
                    <Text size="sm">
                      {t('providerVerifications.ids', {
                        npi: r.practice.npi,
                        taxId: r.practice.taxId,
                      })}
                    </Text>
                    <Text size="sm">{addressText(r.practice.address)}</Text>
                    {r.practice.phone && <Text size="sm">{r.practice.phone}</Text>}
                  </Table.Th>
                  <Table.Td>
                    {r.providerOnFile ? (
                      <>
                        <Text size="sm">{`${r.providerOnFile.name} (${r.providerOnFile.providerNumber})`}</Text>
                        <Text size="sm">{addressText(r.providerOnFile.address)}</Text>
                      </>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${r.firstName} ${r.lastName}`}</Text>
                    <Text size="sm">{r.userName}</Text>
                    <Text size="sm">{r.email}</Text>
                  </Table.Td>
                  <Table.Td>{fmt.date(r.requestedAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('providerVerifications.failedAttempts', { count: r.failedAttempts })}
                    </Text>
                    <Text size="sm">
                      {t('providerVerifications.verifiedAccounts', {
                        count: r.verifiedAccountsOfPractice,
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.state === 'pending' ? (
                      mayDecide ? (
                        <Decide item={r} />
                      ) : (
                        v('states.pending')
                      )
                    ) : (
                      <Decided item={r} />
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

function Decided({ item: r }: { item: ProviderVerificationItem }) {
  const { t } = useTranslation('admin-options');
  const fmt = useFormat();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(`providerVerifications.states.${r.state}`)}
      </Text>
      <Text size="sm">
        {r.method === 'payment'
          ? t('providerVerifications.byPayment', { date: fmt.date(r.decidedAt) })
          : t('providerVerifications.byStaff', {
              name: r.decidedBy ?? '',
              date: fmt.date(r.decidedAt),
            })}
      </Text>
      {r.note && <Text size="sm">{r.note}</Text>}
      {r.state === 'rejected' && <Decide item={r} approveOnly />}
    </Stack>
  );
}

/** Approve (optional note) or reject (note required, confirmed: the account is closed). */
function Decide({
  item,
  approveOnly = false,
}: {
  item: ProviderVerificationItem;
  approveOnly?: boolean;
}) {
  const { t } = useTranslation(['admin-options', 'messages']);
  const decide = useDecideVerification();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const name = item.practice.name;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { decision, verificationId: item.verificationId, note: note.trim() || undefined },
      {
        onSuccess: () =>
          notify({
            text: t(
              decision === 'approve'
                ? 'providerVerifications.approved'
                : 'providerVerifications.rejected',
              { name },
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
          aria-label={t('providerVerifications.approve', { name })}
          onClick={() => send('approve')}
        >
          {t('providerVerifications.approveShort')}
        </Button>
        {!approveOnly && (
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={t('providerVerifications.reject', { name })}
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
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        destructive
        title={t('providerVerifications.confirmTitle')}
        content={t('providerVerifications.confirmBody', { name, user: item.userName })}
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
