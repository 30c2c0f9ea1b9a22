import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@bp/contract/api/accounts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { useChangeStatus, useResetPassword, useResetTwoStep, useSendWelcome } from './use-accounts';

type Action = 'lock' | 'unlock' | 'reset' | 'welcome' | 'resetTwoStep';

/** Lock/unlock, reset password, reset two-step verification and send welcome, each after a confirmation. */
export function AccountActions({ account }: { account: UserAccount }) {
  const { t } = useTranslation(['accounts', 'messages']);
  const status = useChangeStatus();
  const reset = useResetPassword();
  const welcome = useSendWelcome();
  const twoStep = useResetTwoStep();
  const [asking, setAsking] = useState<Action | null>(null);
  const name = `${account.firstName} ${account.lastName}`;
  const done = (key: string) => ({
    onSuccess: () => notify({ text: t(`actions.${key}Done`, { name }), type: 'success' }),
    onError: (e: unknown) => notify({ text: errorTextOf(e, t), type: 'error' }),
  });
  const run = (a: Action) => {
    setAsking(null);
    if (a === 'lock' || a === 'unlock')
      status.mutate({ accountId: account.accountId, lockout: a === 'lock' }, done(a));
    else if (a === 'reset') reset.mutate(account.accountId, done(a));
    else if (a === 'resetTwoStep') twoStep.mutate(account.accountId, done(a));
    else welcome.mutate(account.accountId, done(a));
  };
  const locked = account.lockedOut;
  return (
    <>
      <Group>
        <Button
          variant="default"
          loading={status.isPending}
          onClick={() => setAsking(locked ? 'unlock' : 'lock')}
        >
          {t(locked ? 'actions.unlock' : 'actions.lock')}
        </Button>
        <Button variant="default" loading={reset.isPending} onClick={() => setAsking('reset')}>
          {t('actions.reset')}
        </Button>
        <Button
          variant="default"
          loading={twoStep.isPending}
          onClick={() => setAsking('resetTwoStep')}
        >
          {t('actions.resetTwoStep')}
        </Button>
        <Button variant="default" loading={welcome.isPending} onClick={() => setAsking('welcome')}>
          {t('actions.welcome')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`actions.${asking}`) : ''}
        content={asking ? t(`actions.${asking}Confirm`, { name }) : ''}
        destructive={asking === 'lock' || asking === 'reset' || asking === 'resetTwoStep'}
        onConfirm={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
