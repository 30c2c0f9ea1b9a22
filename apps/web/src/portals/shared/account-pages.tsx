import { Alert, Anchor, Button, NativeSelect, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { routePath } from '@bp/contract/routes';
import { CREATE_ACCOUNT_PERMISSIONS } from '@bp/contract/permissions';
import { createAccount, type UserAccount } from '@bp/contract/api/accounts';
import { groupUpdateAccess } from '@bp/contract/api/groups';
import { AccountSearch } from '../../features/accounts/account-search';
import { AccountProfile } from '../../features/accounts/account-profile';
import { CreateAccountForm } from '../../features/accounts/create-account-form';
import { GroupRights } from '../../features/accounts/group-rights';
import { mayChange } from '../../features/accounts/can';
import { useGroupChoices } from '../../features/accounts/use-accounts';
import {
  ImpersonationGate,
  ImpersonationNotice,
  useImpersonationBar,
} from '../../ui/impersonation-bar';
import { useSession } from '../../lib/session-store';
import { PageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';

/** Which portal the account pages serve: staff (admin) or an employer's own users (employer). */
export type AccountPortal = 'admin' | 'employer';

/** The profile of an account: the account id travels as a query parameter (the route has none). */
export const accountProfilePath = (portal: AccountPortal, accountId: number) =>
  `${routePath(`${portal}.accountManagementProfile`)}?id=${accountId}`;

/** `options/account-management`: search, type-ahead (staff) and the create-account form. */
export function AccountManagementPage({ portal }: { portal: AccountPortal }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const perms = useSession((s) => s.permissions);
  const [creating, setCreating] = useState(false);
  const canCreate = mayChange(perms, CREATE_ACCOUNT_PERMISSIONS);
  return (
    <Stack>
      <PageTitle>{t('titles.accountManagement')}</PageTitle>
      {canCreate && (
        <ImpersonationGate def={createAccount}>
          {creating ? (
            <SectionCard title={t('create.title')}>
              <CreateAccountForm
                onCreated={(id) => void navigate(accountProfilePath(portal, id))}
              />
            </SectionCard>
          ) : (
            <div>
              <Button onClick={() => setCreating(true)}>{t('create.open')}</Button>
            </div>
          )}
        </ImpersonationGate>
      )}
      <AccountSearch
        profilePath={(id) => accountProfilePath(portal, id)}
        typeAhead={portal === 'admin'}
      />
    </Stack>
  );
}

/** `options/account-management-profile?id=`: one account the caller manages. */
export function AccountProfilePage({
  portal,
  impersonate,
}: {
  portal: AccountPortal;
  impersonate?: (account: UserAccount) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack>
      <PageTitle>{t('titles.accountProfile')}</PageTitle>
      {valid ? (
        <AccountProfile
          accountId={id}
          staff={portal === 'admin'}
          {...(impersonate ? { impersonate } : {})}
        />
      ) : (
        // No account in the address (a bookmark, a typed path): nothing to load, say where to choose one.
        <Alert color="gray" variant="light">
          <Anchor component={Link} to={routePath(`${portal}.accountManagement`)}>
            {t('profile.noAccount')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

/** `options/account-setup` (Group Account Setup): the first employer accounts of a group. */
export function AccountSetupPage({ portal }: { portal: AccountPortal }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const groups = useGroupChoices();
  const [group, setGroup] = useState('');
  return (
    <Stack>
      <PageTitle>{t('titles.accountSetup')}</PageTitle>
      <SectionCard title={t('setup.title')}>
        <ImpersonationGate def={createAccount}>
          <Stack>
            <NativeSelect
              label={t('setup.group')}
              value={group}
              onChange={(e) => setGroup(e.currentTarget.value)}
              data={[
                { value: '', label: t('setup.chooseGroup') },
                ...(groups.data ?? []).map((g) => ({
                  value: String(g.groupNumber),
                  label: `${g.groupNumber} – ${g.name}`,
                })),
              ]}
            />
            {group !== '' && (
              <CreateAccountForm
                key={group}
                fixedGroup={Number(group)}
                onCreated={(id) => void navigate(accountProfilePath(portal, id))}
              />
            )}
          </Stack>
        </ImpersonationGate>
      </SectionCard>
    </Stack>
  );
}

/** `options/group-profile/:groupNumber/group-rights`: who has access to the group. */
export function GroupRightsPage({ portal }: { portal: AccountPortal }) {
  const { t } = useTranslation('accounts');
  const { groupNumber } = useParams();
  const perms = useSession((s) => s.permissions);
  // Read-only (with the reason) for staff viewing the portal as the user: access management is barred.
  const bar = useImpersonationBar(groupUpdateAccess);
  const n = Number(groupNumber);
  // A section of the group profile: the layout above it carries the page title.
  return (
    <SectionCard title={t('titles.groupRights', { group: groupNumber })}>
      <Stack>
        {bar && <ImpersonationNotice reason={bar} />}
        {Number.isInteger(n) && (
          <GroupRights
            groupNumber={n}
            profilePath={(id) => accountProfilePath(portal, id)}
            editable={bar === null && mayChange(perms, ['GROUP_RIGHTS'])}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
