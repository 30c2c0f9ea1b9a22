import { Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { DEMO_CHANGE_STATUSES, type DemoChangeItem } from '@bp/contract/api/enrollments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import { useDemoChanges, useReviewDemoChange } from './use-enrollments';

type Status = (typeof DEMO_CHANGE_STATUSES)[number];

const contact = (c: DemoChangeItem['requested']) =>
  [
    [c.addressLine1, c.addressLine2, `${c.city ?? ''}, ${c.state ?? ''} ${c.zip ?? ''}`]
      .filter(Boolean)
      .join(', '),
    c.homePhone,
    c.workPhone,
    c.email,
  ]
    .filter(Boolean)
    .join(' · ');

/** The eligibility staff's review list of demographic changes: approve (applied to the member) or reject. */
export function DemoChangeReview() {
  const { t } = useTranslation(['enrollment', 'messages']);
  const fmt = useFormat();
  const [status, setStatus] = useState<Status>('Submitted');
  const [page, setPage] = useState(1);
  const query = useDemoChanges(status, page);
  return (
    <Stack>
      <NativeSelect
        label={t('demo.review.statusFilter')}
        value={status}
        maw={240}
        onChange={(e) => {
          setStatus(e.currentTarget.value as Status);
          setPage(1);
        }}
        data={DEMO_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <PagedResultsCard
        title={t('demo.review.title')}
        query={query}
        countText={(count) => t('demo.review.count', { count })}
        tableLabel={t('demo.review.tableLabel')}
        minWidth={900}
        captionOf={(p) => t('demo.review.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.id')}</Table.Th>
                <Table.Th scope="col">{t('demo.review.member')}</Table.Th>
                <Table.Th scope="col">{t('demo.review.requested')}</Table.Th>
                <Table.Th scope="col">{t('demo.review.current')}</Table.Th>
                <Table.Th scope="col">{t('demo.review.submitted')}</Table.Th>
                <Table.Th scope="col">{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((d) => (
                <Table.Tr key={d.demoChangeId}>
                  <Table.Th scope="row" fw={500}>
                    {String(d.demoChangeId)}
                  </Table.Th>
                  <Table.Td>{`${d.firstName} ${d.lastName} (${d.memberId})`}</Table.Td>
                  <Table.Td>{contact(d.requested)}</Table.Td>
                  <Table.Td>{contact(d.current)}</Table.Td>
                  <Table.Td>{`${fmt.date(d.submittedDate)} ${d.submittedBy}`}</Table.Td>
                  <Table.Td>
                    {d.status === 'Submitted' ? <Decide item={d} /> : t(`status.${d.status}`)}
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

function Decide({ item }: { item: DemoChangeItem }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const review = useReviewDemoChange();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decide = (decision: 'Approved' | 'Rejected') => {
    if (decision === 'Rejected' && reason.trim() === '') {
      setError(t('messages:required'));
      return;
    }
    review.mutate(
      {
        demoChangeId: item.demoChangeId,
        decision,
        ...(decision === 'Rejected' ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (after) =>
          notify({
            text: t('demo.review.done', {
              id: after.demoChangeId,
              status: t(`status.${after.status}`),
            }),
            type: 'success',
          }),
        onError: (e) => notify({ text: errorTextOf(e, t), type: 'error' }),
      },
    );
  };
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        label={t('demo.review.reason')}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group gap={4}>
        <Button
          size="xs"
          loading={review.isPending}
          aria-label={t('demo.review.approve', { id: item.demoChangeId })}
          onClick={() => decide('Approved')}
        >
          {t('demo.review.approveShort')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          aria-label={t('demo.review.reject', { id: item.demoChangeId })}
          onClick={() => decide('Rejected')}
        >
          {t('demo.review.rejectShort')}
        </Button>
      </Group>
      {review.isError && (
        <Text size="xs" c="red.9">
          {errorTextOf(review.error, t)}
        </Text>
      )}
    </Stack>
  );
}
