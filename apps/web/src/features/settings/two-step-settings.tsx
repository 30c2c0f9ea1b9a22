import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  twoStepConfirm,
  twoStepDisable,
  twoStepRecoveryCodes,
  twoStepSetup,
  twoStepStatus,
} from '@bp/contract/api/two-step';
import { callApi } from '../../lib/api';
import { errorTextOf } from '../../ui/field-errors';
import { FormError } from '../../ui/form-error';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { notify } from '../../ui/notify';
import { PasswordField } from '../../ui/password-field';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { AuthenticatorQr, RecoveryCodes, TwoStepCodeForm } from '../../ui/two-step-parts';

const STATUS_KEY = ['account', 'twoStep'] as const;

/**
 * Settings, "Two-step verification": turn it on (QR code, key, first code, recovery codes shown once),
 * new recovery codes, turn it off where the account need not use it. Barred to staff viewing as the user.
 */
export function TwoStepSettings() {
  const { t } = useTranslation(['auth', 'messages']);
  const qc = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => callApi(twoStepStatus, { signal }),
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: STATUS_KEY });
  return (
    <SectionCard title={t('auth:twoStep.settingsTitle')}>
      <ImpersonationGate def={[twoStepSetup, twoStepConfirm, twoStepDisable, twoStepRecoveryCodes]}>
        <QueryState query={status} emptyText="">
          {(s) => (
            <Stack maw={480}>
              {codes && <RecoveryCodes codes={codes} />}
              {s.enabled ? (
                <>
                  <Text size="sm">
                    {t('auth:twoStep.statusOn', { count: s.recoveryCodesLeft })}
                  </Text>
                  {s.required && <Text size="sm">{t('auth:twoStep.statusRequired')}</Text>}
                  <PasswordActions
                    required={s.required}
                    onCodes={(c) => {
                      setCodes(c);
                      void refresh();
                    }}
                    onOff={() => {
                      setCodes(null);
                      void refresh();
                    }}
                  />
                </>
              ) : (
                <>
                  <Text size="sm">{t('auth:twoStep.statusOff')}</Text>
                  <TurnOn
                    onDone={(c) => {
                      setCodes(c);
                      void refresh();
                    }}
                  />
                </>
              )}
            </Stack>
          )}
        </QueryState>
      </ImpersonationGate>
    </SectionCard>
  );
}

/** Setting up an authenticator: a new secret, then its first code. */
function TurnOn({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const setup = useMutation({ mutationFn: () => callApi(twoStepSetup) });
  const confirm = useMutation({
    mutationFn: (code: string) => callApi(twoStepConfirm, { body: { code } }),
  });
  if (!setup.data)
    return (
      <Stack>
        <FormError text={setup.isError ? errorTextOf(setup.error, t) : undefined} />
        <Group>
          <Button loading={setup.isPending} onClick={() => setup.mutate()}>
            {t('auth:twoStep.turnOn')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <AuthenticatorQr offer={setup.data} />
      <Text size="sm">{t('auth:twoStep.confirmIntro')}</Text>
      <TwoStepCodeForm
        label={t('auth:twoStep.codeLabel')}
        submitLabel={t('auth:twoStep.confirm')}
        submitting={confirm.isPending}
        error={confirm.isError ? errorTextOf(confirm.error, t) : undefined}
        onSubmit={(code) =>
          confirm.mutate(code, {
            onSuccess: (r) => {
              notify({ text: t('auth:twoStep.turnedOn'), type: 'success' });
              onDone(r.recoveryCodes);
            },
          })
        }
      />
    </Stack>
  );
}

/** New recovery codes, or turning it off: both with the current password. */
function PasswordActions({
  required,
  onCodes,
  onOff,
}: {
  required: boolean;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const regenerate = useMutation({
    mutationFn: (currentPassword: string) =>
      callApi(twoStepRecoveryCodes, { body: { currentPassword } }),
  });
  const disable = useMutation({
    mutationFn: (currentPassword: string) => callApi(twoStepDisable, { body: { currentPassword } }),
  });
  const failed = regenerate.error ?? disable.error;
  const run = (which: 'regenerate' | 'off') => {
    setMissing(!password);
    if (!password) return;
    if (which === 'regenerate')
      regenerate.mutate(password, {
        onSuccess: (r) => {
          setPassword('');
          notify({ text: t('auth:twoStep.regenerated'), type: 'success' });
          onCodes(r.recoveryCodes);
        },
      });
    else
      disable.mutate(password, {
        onSuccess: () => {
          setPassword('');
          notify({ text: t('auth:twoStep.turnedOff'), type: 'success' });
          onOff();
        },
      });
  };
  return (
    <Stack>
      <FormError text={failed ? errorTextOf(failed, t) : undefined} />
      <PasswordField
        label={t('auth:twoStep.currentPassword')}
        description={t('auth:twoStep.passwordToConfirm')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={missing ? t('messages:required') : undefined}
        autoComplete="current-password"
      />
      <Group>
        <Button variant="default" loading={regenerate.isPending} onClick={() => run('regenerate')}>
          {t('auth:twoStep.regenerate')}
        </Button>
        {!required && (
          <Button
            color="red"
            variant="light"
            loading={disable.isPending}
            onClick={() => run('off')}
          >
            {t('auth:twoStep.turnOff')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
