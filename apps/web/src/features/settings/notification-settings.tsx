import { Alert, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emailAndNotificationsSet,
  messageNotificationSet,
} from '@bp/contract/api/account-settings';
import { LANGUAGES } from '../../lib/constants';
import { validateWith } from '../../lib/validate';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import {
  useEmailSettings,
  useMessageNotification,
  useSaveEmailSettings,
  useSetMessageNotification,
} from './use-settings-api';

/**
 * The settings page's e-mail and notification sections: the new-message switch and the e-mail form. Staff
 * viewing the portal as the user see them disabled, with the reason (the calls are barred for them).
 */
export function NotificationSettings() {
  return (
    <ImpersonationGate def={[messageNotificationSet, emailAndNotificationsSet]}>
      <Stack>
        <MessageNotificationSwitch />
        <EmailSettingsForm />
      </Stack>
    </ImpersonationGate>
  );
}

/** The new-message e-mail switch (MessageNotification, default on); saved as soon as it is flipped. */
export function MessageNotificationSwitch() {
  const { t } = useTranslation(['settings', 'messages']);
  const query = useMessageNotification();
  const mutation = useSetMessageNotification();
  return (
    <SectionCard title={t('notifications.messagesTitle')}>
      <QueryState query={query} emptyText="">
        {(data) => (
          <Stack gap="xs">
            <Switch
              label={t('notifications.messageSwitch')}
              description={t('notifications.messageSwitchHelp')}
              checked={
                mutation.isPending
                  ? (mutation.variables ?? data.notificationOn)
                  : data.notificationOn
              }
              disabled={mutation.isPending}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                mutation.mutate(on, {
                  onSuccess: () =>
                    notify({
                      text: t(on ? 'notifications.switchedOn' : 'notifications.switchedOff'),
                      type: 'success',
                    }),
                  onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
                });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

interface FormValues {
  email: string;
  confirmEmail: string;
  language: 'en' | 'sp';
  paperlessEob: boolean;
}

/** E-mail address (typed twice), language of e-mails and paperless EOBs (EmailAndNotificationsSettings). */
export function EmailSettingsForm() {
  const { t } = useTranslation(['settings', 'messages', 'common']);
  const query = useEmailSettings();
  const save = useSaveEmailSettings();
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const loaded = query.data;
  useEffect(() => {
    if (loaded && values === null)
      setValues({
        email: loaded.email,
        confirmEmail: loaded.email,
        language: loaded.language,
        paperlessEob: loaded.paperlessEob ?? false,
      });
  }, [loaded, values]);

  const dirty =
    loaded !== undefined &&
    values !== null &&
    (values.email !== loaded.email ||
      values.confirmEmail !== loaded.email ||
      values.language !== loaded.language ||
      values.paperlessEob !== (loaded.paperlessEob ?? false));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values || !loaded) return;
    setFormError(undefined);
    const body = {
      email: values.email.trim(),
      confirmEmail: values.confirmEmail.trim(),
      notificationOn: loaded.notificationOn,
      language: values.language,
      ...(loaded.paperlessEob === null ? {} : { paperlessEob: values.paperlessEob }),
    };
    const checked = validateWith(emailAndNotificationsSet.body, body);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.fields).map(([k, v]) => [
            k,
            t(`messages:${v}`, { defaultValue: t('messages:invalidValue') }),
          ]),
        ),
      );
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        setValues(null);
        notify({ text: t('notifications.saved'), type: 'success' });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error, t);
        setErrors(fields);
        if (!Object.keys(fields).length) setFormError(errorTextOf(error, t));
        else focusFirstInvalid(formRef.current);
      },
    });
  };

  const set = <K extends keyof FormValues>(k: K, v: FormValues[K]) =>
    setValues((prev) => (prev ? { ...prev, [k]: v } : prev));

  return (
    <SectionCard title={t('notifications.emailTitle')}>
      <QueryState query={query} emptyText="">
        {(data) =>
          values && (
            <form ref={formRef} onSubmit={submit} noValidate>
              <UnsavedChangesGuard dirty={dirty && !save.isPending} />
              <Stack maw={480}>
                {formError && (
                  <Alert color="red" variant="light" role="alert">
                    {formError}
                  </Alert>
                )}
                <TextInput
                  type="email"
                  label={t('notifications.email')}
                  withAsterisk
                  autoComplete="email"
                  value={values.email}
                  error={errors.email}
                  onChange={(e) => set('email', e.currentTarget.value)}
                />
                <TextInput
                  type="email"
                  label={t('notifications.confirmEmail')}
                  withAsterisk
                  autoComplete="email"
                  value={values.confirmEmail}
                  error={errors.confirmEmail}
                  onChange={(e) => set('confirmEmail', e.currentTarget.value)}
                />
                <Text size="xs" c="dimmed">
                  {t('notifications.emailHelp')}
                </Text>
                <NativeSelect
                  label={t('notifications.language')}
                  value={values.language}
                  onChange={(e) => set('language', e.currentTarget.value === 'sp' ? 'sp' : 'en')}
                  data={LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
                />
                {data.paperlessEob !== null && (
                  <Switch
                    label={t('notifications.paperlessEob')}
                    description={t('notifications.paperlessEobHelp')}
                    checked={values.paperlessEob}
                    onChange={(e) => set('paperlessEob', e.currentTarget.checked)}
                  />
                )}
                <Group>
                  <Button type="submit" loading={save.isPending} disabled={!dirty}>
                    {t('notifications.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
