import { Stack } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { MemoForm } from '../../../features/memos/memo-form';
import { MemoItem, MemoList } from '../../../features/memos/memo-list';
import { useMemoPlanInfo } from '../../../features/memos/use-memos';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';

function PlanInfoMemos({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-profile');
  const query = useMemoPlanInfo(memberId);
  return (
    <SectionCard title={t('memo.planInfoTitle')}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('memo.planInfoEmpty')}>
        {(memos) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {memos.map((m) => (
              <MemoItem key={m.memoId} memo={m} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * `/admin/member-profile/{id}/memo` (admin.memberProfileMemo, Memos): the member's memos (10 a page),
 * the group's plan-information memos, and a new memo (a read-only Memos grant reads only).
 */
export default function AdminMemoPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  const writable = useSession((s) => canWrite(s.permissions, 'MEMOS'));
  return (
    <Stack>
      {writable && (
        <SectionCard title={t('memo.newTitle')}>
          <MemoForm memberId={id} />
        </SectionCard>
      )}
      <SectionCard title={t('memo.listTitle')}>
        <MemoList memberId={id} />
      </SectionCard>
      <PlanInfoMemos memberId={id} />
    </Stack>
  );
}
