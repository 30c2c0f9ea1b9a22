import { Stack, Text } from '@mantine/core';
import type { RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { isMemberNotFound, useMemberProfileAdmin } from '../../features/members/use-members';
import { PageTitle } from '../../ui/page-title';
import { ProfileNotFound, ProfileTabs } from '../../ui/profile-tabs';
import { useAllowedProviderRoutes } from './allowed-routes';
import { providerPaths } from './paths';

const TABS: readonly { name: RouteName; labelKey: string; path: (id: string) => string }[] = [
  { name: 'provider.memberProfileDetails', labelKey: 'details', path: providerPaths.profile },
  { name: 'provider.memberProfileClaims', labelKey: 'claims', path: providerPaths.claims },
  { name: 'provider.documents', labelKey: 'documents', path: providerPaths.documents },
  { name: 'provider.newPreCertification', labelKey: 'newPrecert', path: providerPaths.newPrecert },
];

/**
 * `/provider/member-profile/{id}`: the member's name as the page's one heading, the profile's sections
 * as links (claims stays current on a claim's page), and the section below.
 */
export default function MemberProfileLayout() {
  const { t } = useTranslation('provider');
  const { id = '' } = useParams();
  const profile = useMemberProfileAdmin(id);
  const allowed = useAllowedProviderRoutes(TABS.map((tab) => tab.name));
  const member = profile.data?.empdep;
  const title = member
    ? t('profile.titleOf', { name: `${member.firstName} ${member.lastName}` })
    : t('profile.title');

  if (profile.isError && isMemberNotFound(profile.error))
    return (
      <ProfileNotFound
        title={t('profile.title')}
        heading={t('profile.notFoundTitle')}
        text={t('profile.notFound')}
        back={{ to: providerPaths.search(), label: t('profile.backToSearch') }}
      />
    );

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      {member && (
        <Text size="sm" c="dimmed" mt={-12}>
          {t('profile.subtitle', { memberId: member.memberId, group: member.groupName })}
        </Text>
      )}
      <ProfileTabs
        label={t('profile.sections')}
        tabs={TABS.filter((tab) => allowed.has(tab.name)).map((tab) => ({
          key: tab.name,
          path: tab.path(id),
          label: t(`profile.tabs.${tab.labelKey}`),
        }))}
      />
      <Outlet />
    </Stack>
  );
}
