import { Button, Group } from '@mantine/core';
import { memberSyncPolicy } from '@bp/contract/api/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';

/**
 * Member/syncMemberPolicy (Sync Member Policy, issue 29): staff re-derive the member's policies from the
 * eligibility record and the group's plan setup, after a confirmation; the profile's data reloads.
 */
export function SyncPolicyButton({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const sync = useMutation({
    mutationFn: () => callApi(memberSyncPolicy, { body: { memberId } }),
    onSuccess: () => {
      notify({ text: t('profile.syncPolicy.done'), type: 'success' });
      void client.invalidateQueries();
    },
    onError: (e) => notify({ text: errorTextOf(e, t), type: 'error' }),
  });
  return (
    <Group>
      <Button
        variant="default"
        size="compact-md"
        loading={sync.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('profile.syncPolicy.action')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('profile.syncPolicy.confirmTitle')}
        content={t('profile.syncPolicy.confirmBody', { memberId })}
        okLabel={t('profile.syncPolicy.action')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          sync.mutate();
        }}
      />
    </Group>
  );
}
