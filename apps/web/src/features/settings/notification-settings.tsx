import { Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  emailAndNotificationsSet,
  messageNotificationSet,
} from '@bp/contract/api/account-settings';
import { LANGUAGES } from '../../lib/constants';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import {
  useEmailSettings,
  useMessageNotification,
  useSaveEmailSettings,
  useSetMessageNotification,
} from './use-settings-api';
import { FormError } from '../../ui/form-error';

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

type EmailSettings = NonNullable<ReturnType<typeof useEmailSettings>['data']>;

/** E-mail address (typed twice), language of e-mails and paperless EOBs (EmailAndNotificationsSettings). */
export function EmailSettingsForm() {
  const { t } = useTranslation('settings');
  const query = useEmailSettings();
  return (
    <SectionCard title={t('notifications.emailTitle')}>
      <QueryState query={query} emptyText="">
        {(data) => <EmailSettingsFields loaded={data} />}
      </QueryState>
    </SectionCard>
  );
}

/** The e-mail form on the settings as loaded. */
function EmailSettingsFields({ loaded }: { loaded: EmailSettings }) {
  const { t } = useTranslation(['settings', 'messages', 'common']);
  const save = useSaveEmailSettings();
  const bodyOf = (values: FormValues) => ({
    email: values.email.trim(),
    confirmEmail: values.confirmEmail.trim(),
    notificationOn: loaded.notificationOn,
    language: values.language,
    ...(loaded.paperlessEob === null ? {} : { paperlessEob: values.paperlessEob }),
  });
  const form = useContractForm({
    initial: (): FormValues => ({
      email: loaded.email,
      confirmEmail: loaded.email,
      language: loaded.language,
      paperlessEob: loaded.paperlessEob ?? false,
    }),
    validate: emailAndNotificationsSet.body,
    input: bodyOf,
    pending: save.isPending,
    onValid: (_data, values) =>
      save.mutate(bodyOf(values), {
        onSuccess: () => {
          form.reset(values);
          notify({ text: t('notifications.saved'), type: 'success' });
        },
        onError: (error) => form.fail(error),
      }),
  });
  const { values, set } = form;

  return (
    <ContractForm form={form}>
      <Stack maw={480}>
        <FormError text={form.formError} />
        <TextInput
          type="email"
          label={t('notifications.email')}
          withAsterisk
          autoComplete="email"
          value={values.email}
          error={form.errorOf('email')}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <TextInput
          type="email"
          label={t('notifications.confirmEmail')}
          withAsterisk
          autoComplete="email"
          value={values.confirmEmail}
          error={form.errorOf('confirmEmail')}
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
        {loaded.paperlessEob !== null && (
          <Switch
            label={t('notifications.paperlessEob')}
            description={t('notifications.paperlessEobHelp')}
            checked={values.paperlessEob}
            onChange={(e) => set('paperlessEob', e.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
            {t('notifications.save')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
