import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from '@bp/contract/roles';
import { RESET_ACCOUNT_PERMISSIONS } from '@bp/contract/permissions';
import type { UserAccount } from '@bp/contract/api/accounts';
import { useSession } from '../auth/session-store';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { AccountActions } from './account-actions';
import { AccountDetailsForm, LoginFields, RoleForm } from './account-edit-forms';
import { AccountPermissions } from './account-permissions';
import { GroupAccess } from './group-access';
import { LoginHistory } from './login-history';
import { ProviderAccess } from './provider-access';
import { mayChange, mayView } from './can';
import { useAccount } from './use-accounts';

/**
 * The account-management profile: details, the changes the caller's permissions allow (each hidden when
 * the grant is missing and disabled when it is read-only), login history, permissions, group access, and
 * for provider accounts their provider accesses and networks. `impersonate` is the portal's button.
 */
export function AccountProfile({
  accountId,
  staff,
  impersonate,
}: {
  accountId: number;
  staff: boolean;
  impersonate?: (account: UserAccount) => ReactNode;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const query = useAccount(accountId);
  return (
    <QueryState query={query} isEmpty={(a) => a === null} emptyText={t('profile.notFound')}>
      {(a) => a && <Profile account={a} staff={staff} impersonate={impersonate?.(a)} />}
    </QueryState>
  );
}

function Profile({
  account: a,
  staff,
  impersonate,
}: {
  account: UserAccount;
  staff: boolean;
  impersonate: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const fmt = useFormat();
  const perms = useSession((s) => s.permissions);
  const reset = mayChange(perms, RESET_ACCOUNT_PERMISSIONS);
  const isProvider = a.roleId === ROLE_IDS.Provider;
  return (
    <Stack>
      <SectionCard title={t('profile.details')} actions={impersonate}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl">
            <DetailItem label={t('fields.name')}>{`${a.firstName} ${a.lastName}`}</DetailItem>
            <DetailItem label={t('fields.userName')}>{a.userName}</DetailItem>
            <DetailItem label={t('fields.email')}>{a.email}</DetailItem>
            <DetailItem label={t('fields.phone')}>{a.phone ?? ''}</DetailItem>
            <DetailItem label={t('fields.role')}>{a.roleDescription}</DetailItem>
            <DetailItem label={t('fields.status')}>{t(`status.${a.status}`)}</DetailItem>
            <DetailItem label={t('fields.created')}>{fmt.date(a.createdDate)}</DetailItem>
            <DetailItem label={t('fields.lastLogin')}>{fmt.date(a.lastLoginDate)}</DetailItem>
            <DetailItem label={t('fields.memberId')}>{a.memberId ?? ''}</DetailItem>
            <DetailItem label={t('fields.groups')}>
              {a.allGroupAccess ? t('groupAccess.everyGroup') : a.groupNumbers.join(', ')}
            </DetailItem>
          </SimpleGrid>
          {reset && <AccountActions account={a} />}
        </Stack>
      </SectionCard>
      {reset && <AccountDetailsForm key={`d-${a.accountId}`} account={a} />}
      {staff && mayChange(perms, [...RESET_ACCOUNT_PERMISSIONS, 'PERMISSIONS']) && (
        <RoleForm key={`r-${a.accountId}`} account={a} />
      )}
      {mayChange(perms, ['UPDATE_EMAIL_USERNAME']) && (
        <LoginFields key={`l-${a.accountId}`} account={a} />
      )}
      {mayView(perms, ['LOGIN_HISTORY']) && <LoginHistory accountId={a.accountId} />}
      {mayView(perms, ['PERMISSIONS']) && (
        <AccountPermissions accountId={a.accountId} editable={mayChange(perms, ['PERMISSIONS'])} />
      )}
      {mayView(perms, ['GROUP_RIGHTS']) && !isProvider && a.memberId === null && (
        <GroupAccess
          accountId={a.accountId}
          editable={mayChange(perms, ['GROUP_RIGHTS'])}
          allAccessSwitch={staff}
        />
      )}
      {staff &&
        isProvider &&
        mayView(perms, ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT']) && (
          <ProviderAccess
            accountId={a.accountId}
            editable={mayChange(perms, ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'])}
          />
        )}
    </Stack>
  );
}
