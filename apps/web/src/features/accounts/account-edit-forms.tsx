import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@bp/contract/api/accounts';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  useManagedRoles,
  useUpdateAccount,
  useUpdateEmail,
  useUpdateRole,
  useUpdateUserName,
} from './use-accounts';

/** Name, phone, language and the e-mail / notification settings of the account (Update). */
export function AccountDetailsForm({ account }: { account: UserAccount }) {
  const { t } = useTranslation(['accounts', 'messages']);
  const update = useUpdateAccount();
  const form = useContractForm({
    initial: () => ({
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? '',
      language: account.language,
      messageNotification: account.messageNotification,
      emailNotification: account.emailNotification,
    }),
    guard: false,
    onValid: (v) =>
      update.mutate(
        {
          accountId: account.accountId,
          firstName: v.firstName,
          lastName: v.lastName,
          ...(v.phone.trim() ? { phone: v.phone } : {}),
          language: v.language,
          messageNotification: v.messageNotification,
          emailNotification: v.emailNotification,
        },
        {
          onSuccess: () => {
            form.clearErrors();
            notify({ text: t('edit.saved'), type: 'success' });
          },
          onError: (err) => {
            if (!form.fail(err)) notify({ text: errorTextOf(err, t), type: 'error' });
          },
        },
      ),
  });
  const v = form.values;
  // Errors stay until the next save.
  const patch = (change: Partial<typeof v>) => form.update((x) => ({ ...x, ...change }));
  return (
    <SectionCard title={t('edit.title')}>
      <ContractForm form={form}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['firstName', 'lastName', 'phone'] as const).map((f) => (
              <TextInput
                key={f}
                label={t(`fields.${f}`)}
                value={v[f]}
                required={f !== 'phone'}
                error={form.errorOf(f)}
                onChange={(e) => patch({ [f]: e.currentTarget.value })}
              />
            ))}
            <NativeSelect
              label={t('fields.language')}
              value={v.language}
              onChange={(e) => patch({ language: e.currentTarget.value === 'sp' ? 'sp' : 'en' })}
              data={[
                { value: 'en', label: t('languages.en') },
                { value: 'sp', label: t('languages.sp') },
              ]}
            />
          </SimpleGrid>
          <Checkbox
            label={t('fields.messageNotification')}
            checked={v.messageNotification}
            onChange={(e) => patch({ messageNotification: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('fields.emailNotification')}
            checked={v.emailNotification}
            onChange={(e) => patch({ emailNotification: e.currentTarget.checked })}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </SectionCard>
  );
}

/** One field with its own save button (role, user name, e-mail); a failure is told on the field. */
function OneFieldForm({
  title,
  field,
  initial,
  pending,
  save,
  children,
}: {
  title: string;
  field: string;
  initial: string;
  pending: boolean;
  save: (value: string, onError: (err: unknown) => void) => void;
  /** The input, given its value, its change (the error stays until the next save) and its error. */
  children: (
    value: string,
    onChange: (value: string) => void,
    error: string | undefined,
  ) => ReactNode;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const form = useContractForm({
    initial: { value: initial },
    guard: false,
    // The server's error on this field is shown on the input.
    fieldOf: (path) => (path === field ? 'value' : undefined),
    onValid: ({ value }) => save(value, (err) => form.fail(err)),
  });
  return (
    <SectionCard title={title}>
      <ContractForm form={form}>
        <Group align="flex-end">
          {children(
            form.values.value,
            (value) => form.update(() => ({ value })),
            form.errorOf('value') ?? form.formError,
          )}
          <Button type="submit" loading={pending}>
            {t('edit.save')}
          </Button>
        </Group>
      </ContractForm>
    </SectionCard>
  );
}

/** v2/UpdateUsername and v2/UpdateEmail (confirmed to the old address by the server). */
export function LoginFields({ account }: { account: UserAccount }) {
  const { t } = useTranslation('accounts');
  const userName = useUpdateUserName();
  const email = useUpdateEmail();
  const ok = () => notify({ text: t('edit.loginSaved'), type: 'success' });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <OneFieldForm
        title={t('edit.userNameTitle')}
        field="userName"
        initial={account.userName}
        pending={userName.isPending}
        save={(u, onError) =>
          userName.mutate({ accountId: account.accountId, userName: u }, { onSuccess: ok, onError })
        }
      >
        {(value, onChange, error) => (
          <TextInput
            label={t('fields.userName')}
            value={value}
            error={error}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )}
      </OneFieldForm>
      <OneFieldForm
        title={t('edit.emailTitle')}
        field="email"
        initial={account.email}
        pending={email.isPending}
        save={(m, onError) =>
          email.mutate({ accountId: account.accountId, email: m }, { onSuccess: ok, onError })
        }
      >
        {(value, onChange, error) => (
          <TextInput
            label={t('fields.email')}
            type="email"
            value={value}
            error={error}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )}
      </OneFieldForm>
    </SimpleGrid>
  );
}

/** v2/UpdateRole: a role the caller manages. */
export function RoleForm({ account }: { account: UserAccount }) {
  const { t } = useTranslation('accounts');
  const roles = useManagedRoles(false);
  const update = useUpdateRole();
  return (
    <OneFieldForm
      title={t('edit.roleTitle')}
      field="roleId"
      initial={String(account.roleId)}
      pending={update.isPending}
      save={(roleId, onError) =>
        update.mutate(
          { accountId: account.accountId, roleId: Number(roleId) },
          { onSuccess: () => notify({ text: t('edit.saved'), type: 'success' }), onError },
        )
      }
    >
      {(value, onChange, error) => (
        <NativeSelect
          label={t('fields.role')}
          value={value}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={(roles.data ?? []).map((r) => ({
            value: String(r.roleId),
            label: r.roleDescription,
          }))}
        />
      )}
    </OneFieldForm>
  );
}
