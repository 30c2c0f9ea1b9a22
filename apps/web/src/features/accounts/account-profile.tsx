import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from '@bp/contract/roles';
import { RESET_ACCOUNT_PERMISSIONS } from '@bp/contract/permissions';
import {
  accountUpdate,
  changeStatus,
  resetPassword,
  resetTwoStep,
  sendWelcome,
  updateEmail,
  updateRole,
  updateUsername,
  type UserAccount,
} from '@bp/contract/api/accounts';
import { groupUpdateAccess } from '@bp/contract/api/groups';
import { setAccountPermission } from '@bp/contract/api/roles-permissions';
import {
  networkAddAccess,
  networkRemoveAccess,
  providerCreateAccess,
  providerDeleteAccess,
} from '@bp/contract/api/providers';
import {
  ImpersonationGate,
  ImpersonationNotice,
  useImpersonationBar,
} from '../../ui/impersonation-bar';
import { useSession } from '../../lib/session-store';
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
 * Staff viewing the portal as an account manager (an employer, a staff member) see it all read-only,
 * with the reason once at the top: managing accounts is barred for an impersonation session.
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
  const bar = useImpersonationBar(
    accountUpdate,
    setAccountPermission,
    groupUpdateAccess,
    providerCreateAccess,
    providerDeleteAccess,
    networkAddAccess,
    networkRemoveAccess,
  );
  /** The lists below change the account only when the grant is not read-only and no bar applies. */
  const change = (keys: Parameters<typeof mayChange>[1]) => bar === null && mayChange(perms, keys);
  return (
    <Stack>
      {bar && <ImpersonationNotice reason={bar} />}
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
          {reset && (
            <ImpersonationGate
              def={[changeStatus, resetPassword, resetTwoStep, sendWelcome]}
              notice={false}
            >
              <AccountActions account={a} />
            </ImpersonationGate>
          )}
        </Stack>
      </SectionCard>
      {reset && (
        <ImpersonationGate def={accountUpdate} notice={false}>
          <AccountDetailsForm key={`d-${a.accountId}`} account={a} />
        </ImpersonationGate>
      )}
      {staff && mayChange(perms, [...RESET_ACCOUNT_PERMISSIONS, 'PERMISSIONS']) && (
        <ImpersonationGate def={updateRole} notice={false}>
          <RoleForm key={`r-${a.accountId}`} account={a} />
        </ImpersonationGate>
      )}
      {mayChange(perms, ['UPDATE_EMAIL_USERNAME']) && (
        <ImpersonationGate def={[updateUsername, updateEmail]} notice={false}>
          <LoginFields key={`l-${a.accountId}`} account={a} />
        </ImpersonationGate>
      )}
      {mayView(perms, ['LOGIN_HISTORY']) && <LoginHistory accountId={a.accountId} />}
      {mayView(perms, ['PERMISSIONS']) && (
        <AccountPermissions accountId={a.accountId} editable={change(['PERMISSIONS'])} />
      )}
      {mayView(perms, ['GROUP_RIGHTS']) && !isProvider && a.memberId === null && (
        <GroupAccess
          accountId={a.accountId}
          editable={change(['GROUP_RIGHTS'])}
          allAccessSwitch={staff}
        />
      )}
      {staff &&
        isProvider &&
        mayView(perms, ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT']) && (
          <ProviderAccess
            accountId={a.accountId}
            editable={change(['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'])}
          />
        )}
    </Stack>
  );
}
