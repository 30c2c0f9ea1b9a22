import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import {
  useDecideTermination,
  useTerminations,
  type TerminationItem,
} from './use-termination-decisions';

const STATUS_COLORS: Record<TerminationItem['status'], string> = {
  Requested: 'blue.9',
  Approved: 'teal.9',
  Processed: 'gray.8',
  Rejected: 'red.9',
};

/**
 * The termination requests of a member's household for staff (Terminations/List), with Approve / Reject
 * on a request still waiting (Terminations/Decide; `canDecide` when the staff member may write
 * Terminations). Each decision is confirmed first; rejecting asks for the reason the requester reads.
 */
export function TerminationDecisions({
  memberId,
  canDecide,
}: {
  memberId: string;
  canDecide: boolean;
}) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const query = useTerminations(memberId, page);
  const decide = useDecideTermination(memberId);
  const [pending, setPending] = useState<{
    item: TerminationItem;
    decision: 'Approve' | 'Reject';
  } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const close = () => {
    setPending(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirm = () => {
    if (!pending) return;
    const { item, decision } = pending;
    if (decision === 'Reject' && reason.trim() === '') {
      setReasonError(t('messages:required'));
      return;
    }
    decide.mutate(
      {
        terminationId: item.terminationId,
        decision,
        ...(decision === 'Reject' ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (after) =>
          notify({
            type: 'success',
            text: t(`decisions.done.${after.status}`, {
              id: after.terminationId,
              date: fmt.date(after.terminationDate),
            }),
          }),
      },
    );
    close();
  };

  return (
    <Stack>
      <Text size="sm">{t('decisions.intro')}</Text>
      {decide.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorTextOf(decide.error, t)}
        </Alert>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        emptyText={t('decisions.none')}
      >
        {(data) => (
          <>
            <DataTable label={t('decisions.tableLabel')} minWidth={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('decisions.number')}</Table.Th>
                  <Table.Th>{t('decisions.people')}</Table.Th>
                  <Table.Th>{t('termination.date')}</Table.Th>
                  <Table.Th>{t('termination.reason')}</Table.Th>
                  <Table.Th>{t('decisions.status')}</Table.Th>
                  {canDecide && <Table.Th>{t('decisions.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.terminationId}>
                    <Table.Td>{item.terminationId}</Table.Td>
                    <Table.Td>
                      {item.wholeHousehold
                        ? t('decisions.household')
                        : item.people.map((p) => p.name).join(', ')}
                    </Table.Td>
                    <Table.Td>{fmt.date(item.terminationDate)}</Table.Td>
                    <Table.Td>{t(`termination.reasons.${item.reason}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[item.status]} variant="outline" tt="none">
                        {t(`decisions.statuses.${item.status}`)}
                      </Badge>
                      {item.decisionReason && (
                        <Text size="xs" mt={4}>
                          {item.decisionReason}
                        </Text>
                      )}
                    </Table.Td>
                    {canDecide && (
                      <Table.Td>
                        {item.status === 'Requested' && (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              loading={decide.isPending}
                              aria-label={t('decisions.approveLabel', { id: item.terminationId })}
                              onClick={() => setPending({ item, decision: 'Approve' })}
                            >
                              {t('decisions.approve')}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t('decisions.rejectLabel', { id: item.terminationId })}
                              onClick={() => setPending({ item, decision: 'Reject' })}
                            >
                              {t('decisions.reject')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            {data.totalNumberOfPages > 1 && (
              <Pager total={data.totalNumberOfPages} value={page} onChange={setPage} />
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        opened={pending !== null}
        title={
          pending
            ? t(
                pending.decision === 'Approve' ? 'decisions.approveTitle' : 'decisions.rejectTitle',
                { id: pending.item.terminationId },
              )
            : ''
        }
        content={
          pending?.decision === 'Reject' ? (
            <Stack>
              <Text>{t('decisions.rejectContent')}</Text>
              <Textarea
                label={t('decisions.reason')}
                withAsterisk
                value={reason}
                maxLength={500}
                rows={3}
                error={reasonError}
                onChange={(ev) => {
                  setReason(ev.currentTarget.value);
                  setReasonError(undefined);
                }}
              />
            </Stack>
          ) : pending ? (
            <Text>
              {t(
                pending.item.terminationDate <= new Date().toISOString().slice(0, 10)
                  ? 'decisions.approveNow'
                  : 'decisions.approveLater',
                { date: fmt.date(pending.item.terminationDate) },
              )}
            </Text>
          ) : null
        }
        okLabel={t(pending?.decision === 'Reject' ? 'decisions.reject' : 'decisions.approve')}
        cancelLabel={t('decisions.cancel')}
        destructive={pending?.decision === 'Approve'}
        onConfirm={confirm}
        onCancel={close}
      />
    </Stack>
  );
}
