import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from '@bp/contract/roles';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useCreateAccount, useGroupChoices, useManagedRoles } from './use-accounts';

const MEMBER_ROLES: readonly number[] = [ROLE_IDS.Employee, ROLE_IDS.Dependent];

interface Values {
  roleId: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  memberId: string;
  providerNumbers: string;
  groupNumbers: string[];
  sendWelcome: boolean;
}

/**
 * Create an account (CreateAccount) of a role the caller may create (`Roles/ForAccountManagement?create`):
 * member accounts name their member, provider accounts their provider numbers, employer accounts their
 * groups. `fixedGroup` (Group Account Setup) preselects the group and offers employer roles only.
 */
export function CreateAccountForm({
  onCreated,
  fixedGroup,
}: {
  onCreated: (accountId: number) => void;
  fixedGroup?: number;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const roles = useManagedRoles(true);
  const groups = useGroupChoices();
  const create = useCreateAccount();
  const choices = (roles.data ?? []).filter(
    (r) =>
      fixedGroup === undefined || r.roleId === ROLE_IDS.Employer || r.roleId === ROLE_IDS.Vendor,
  );
  const form = useContractForm({
    initial: (): Values => ({
      roleId: '',
      userName: '',
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      memberId: '',
      providerNumbers: '',
      groupNumbers: fixedGroup === undefined ? [] : [String(fixedGroup)],
      sendWelcome: true,
    }),
    guard: false,
    onValid: (_data, values) =>
      create.mutate(
        {
          roleId,
          userName: values.userName,
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          ...(values.phone.trim() ? { phone: values.phone } : {}),
          ...(isMember ? { memberId: values.memberId } : {}),
          ...(isProvider
            ? {
                providerNumbers: values.providerNumbers
                  .split(/[\s,]+/)
                  .map((s) => s.trim())
                  .filter(Boolean),
              }
            : {}),
          groupNumbers: values.groupNumbers.map(Number),
          sendWelcome: values.sendWelcome,
        },
        {
          onSuccess: (r) => {
            notify({ text: t('create.created'), type: 'success' });
            onCreated(r.accountId);
          },
          onError: (err) => form.fail(err),
        },
      ),
  });
  const { values, set, errorOf } = form;
  const roleId = Number(values.roleId || choices[0]?.roleId || 0);
  const isMember = MEMBER_ROLES.includes(roleId);
  const isProvider = roleId === ROLE_IDS.Provider;

  const text = (f: 'userName' | 'email' | 'firstName' | 'lastName' | 'phone' | 'memberId') => (
    <TextInput
      label={t(`fields.${f}`)}
      value={values[f]}
      required={f !== 'phone'}
      autoComplete="off"
      error={errorOf(f)}
      onChange={(e) => set(f, e.currentTarget.value)}
    />
  );

  return (
    <ContractForm form={form}>
      <Stack>
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('fields.role')}
            value={String(roleId || '')}
            required
            error={errorOf('roleId')}
            onChange={(e) => set('roleId', e.currentTarget.value)}
            data={choices.map((r) => ({ value: String(r.roleId), label: r.roleDescription }))}
          />
          {text('userName')}
          {text('email')}
          {text('firstName')}
          {text('lastName')}
          {text('phone')}
          {isMember && text('memberId')}
          {isProvider && (
            <TextInput
              label={t('fields.providerNumbers')}
              description={t('create.providerNumbersHint')}
              value={values.providerNumbers}
              required
              error={errorOf('providerNumbers')}
              onChange={(e) => set('providerNumbers', e.currentTarget.value)}
            />
          )}
          {!isMember && !isProvider && (
            <MultiSelect
              label={t('fields.groups')}
              value={values.groupNumbers}
              onChange={(v) => set('groupNumbers', v)}
              searchable
              error={errorOf('groupNumbers')}
              data={(groups.data ?? []).map((g) => ({
                value: String(g.groupNumber),
                label: `${g.groupNumber} – ${g.name}`,
              }))}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label={t('create.sendWelcome')}
          checked={values.sendWelcome}
          onChange={(e) => set('sendWelcome', e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={create.isPending} disabled={choices.length === 0}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
