import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../lib/constants';
import { validateNewPassword } from '../../../lib/password-form-rules';
import { PasswordField } from '../../../ui/password-field';

interface Props {
  opened: boolean;
  submitting: boolean;
  /** The server's message after a failed change (message key or text). */
  formError?: string;
  onSubmit: (oldPassword: string, newPassword: string) => void;
  onCancel: () => void;
}

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** The persistent dialog that forces a new password after sign-in (spec §2, width 500). */
export function ForcedPasswordDialog({ opened, submitting, formError, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['auth', 'messages', 'common']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // Read the value now: React clears currentTarget before a state updater runs.
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name] ? t(`messages:${errors[name]}`) : undefined,
    withAsterisk: true,
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = validateNewPassword(values, true);
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(values.oldPassword, values.newPassword);
  };

  const cancel = () => {
    setValues(EMPTY);
    setErrors({});
    onCancel();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('auth:forcedPassword.title')}
      size={LIMITS.dialogWidth}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('auth:forcedPassword.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('auth:passwordPolicy')}
          </Text>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {t(`messages:${formError}`, { defaultValue: formError })}
            </Alert>
          )}
          <PasswordField
            label={t('auth:forcedPassword.oldPassword')}
            {...field('oldPassword')}
            data-autofocus
          />
          <PasswordField label={t('auth:forcedPassword.newPassword')} {...field('newPassword')} />
          <PasswordField
            label={t('auth:forcedPassword.confirmNewPassword')}
            {...field('confirmNewPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={submitting}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('auth:forcedPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
