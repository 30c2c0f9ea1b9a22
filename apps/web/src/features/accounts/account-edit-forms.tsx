import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@bp/contract/api/accounts';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
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
  const [v, setV] = useState({
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
    language: account.language,
    messageNotification: account.messageNotification,
    emailNotification: account.emailNotification,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
          setErrors({});
          notify({ text: t('edit.saved'), type: 'success' });
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err, t));
          if (Object.keys(fieldErrorsOf(err, t)).length === 0)
            notify({ text: errorTextOf(err, t), type: 'error' });
        },
      },
    );
  };
  return (
    <SectionCard title={t('edit.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['firstName', 'lastName', 'phone'] as const).map((f) => (
              <TextInput
                key={f}
                label={t(`fields.${f}`)}
                value={v[f]}
                required={f !== 'phone'}
                error={errors[f] || undefined}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setV((x) => ({ ...x, [f]: value }));
                }}
              />
            ))}
            <NativeSelect
              label={t('fields.language')}
              value={v.language}
              onChange={(e) => {
                const value = e.currentTarget.value === 'sp' ? 'sp' : 'en';
                setV((x) => ({ ...x, language: value }));
              }}
              data={[
                { value: 'en', label: t('languages.en') },
                { value: 'sp', label: t('languages.sp') },
              ]}
            />
          </SimpleGrid>
          <Checkbox
            label={t('fields.messageNotification')}
            checked={v.messageNotification}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setV((x) => ({ ...x, messageNotification: checked }));
            }}
          />
          <Checkbox
            label={t('fields.emailNotification')}
            checked={v.emailNotification}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setV((x) => ({ ...x, emailNotification: checked }));
            }}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** One field with its own save button (role, user name, e-mail). */
function OneFieldForm({
  title,
  field,
  pending,
  save,
  children,
}: {
  title: string;
  field: string;
  pending: boolean;
  save: (onError: (err: unknown) => void) => void;
  children: (error: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const [error, setError] = useState<string>();
  return (
    <SectionCard title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          save((err) => {
            const f = fieldErrorsOf(err, t);
            setError(f[field] ?? errorTextOf(err, t));
          });
        }}
      >
        <Group align="flex-end">
          {children(error)}
          <Button type="submit" loading={pending}>
            {t('edit.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

/** v2/UpdateUsername and v2/UpdateEmail (confirmed to the old address by the server). */
export function LoginFields({ account }: { account: UserAccount }) {
  const { t } = useTranslation('accounts');
  const userName = useUpdateUserName();
  const email = useUpdateEmail();
  const [u, setU] = useState(account.userName);
  const [m, setM] = useState(account.email);
  const ok = () => notify({ text: t('edit.loginSaved'), type: 'success' });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <OneFieldForm
        title={t('edit.userNameTitle')}
        field="userName"
        pending={userName.isPending}
        save={(onError) =>
          userName.mutate({ accountId: account.accountId, userName: u }, { onSuccess: ok, onError })
        }
      >
        {(error) => (
          <TextInput
            label={t('fields.userName')}
            value={u}
            error={error}
            onChange={(e) => setU(e.currentTarget.value)}
          />
        )}
      </OneFieldForm>
      <OneFieldForm
        title={t('edit.emailTitle')}
        field="email"
        pending={email.isPending}
        save={(onError) =>
          email.mutate({ accountId: account.accountId, email: m }, { onSuccess: ok, onError })
        }
      >
        {(error) => (
          <TextInput
            label={t('fields.email')}
            type="email"
            value={m}
            error={error}
            onChange={(e) => setM(e.currentTarget.value)}
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
  const [roleId, setRoleId] = useState(String(account.roleId));
  return (
    <OneFieldForm
      title={t('edit.roleTitle')}
      field="roleId"
      pending={update.isPending}
      save={(onError) =>
        update.mutate(
          { accountId: account.accountId, roleId: Number(roleId) },
          { onSuccess: () => notify({ text: t('edit.saved'), type: 'success' }), onError },
        )
      }
    >
      {(error) => (
        <NativeSelect
          label={t('fields.role')}
          value={roleId}
          error={error}
          onChange={(e) => setRoleId(e.currentTarget.value)}
          data={(roles.data ?? []).map((r) => ({
            value: String(r.roleId),
            label: r.roleDescription,
          }))}
        />
      )}
    </OneFieldForm>
  );
}
