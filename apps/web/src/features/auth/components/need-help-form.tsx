import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@bp/contract/api/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api';

/** Forgot password (spec §2 /need-help): always confirms, so accounts cannot be probed. */
export function NeedHelpForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: (id: string) => callApi(forgotPassword, { body: { userId: id } }),
    // Success message regardless of the outcome.
    onSettled: () => setDone(true),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!userId.trim()) return setError('required');
    setError(undefined);
    mutation.mutate(userId.trim());
  };

  if (done) {
    return (
      <Alert color="green" variant="light" role="status" title={t('auth:needHelp.sentTitle')}>
        {t('auth:needHelp.sent')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t('auth:needHelp.intro')}</Text>
        <TextInput
          label={t('auth:login.userId')}
          placeholder={t('auth:login.userIdPlaceholder')}
          value={userId}
          onChange={(e) => setUserId(e.currentTarget.value)}
          error={error ? t(`messages:${error}`) : undefined}
          withAsterisk
          aria-required
          autoComplete="username"
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('auth:needHelp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
