import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { isMemberNotFound, useMemberProfileAdmin } from '../../features/members/use-members';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
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
  const location = useLocation();
  const profile = useMemberProfileAdmin(id);
  const allowed = useAllowedProviderRoutes(TABS.map((tab) => tab.name));
  const member = profile.data?.empdep;
  const title = member
    ? t('profile.titleOf', { name: `${member.firstName} ${member.lastName}` })
    : t('profile.title');

  if (profile.isError && isMemberNotFound(profile.error))
    return (
      <Stack>
        <PageTitle>{t('profile.title')}</PageTitle>
        <Alert color="red" variant="light" role="alert" title={t('profile.notFoundTitle')}>
          <Text size="sm">{t('profile.notFound')}</Text>
          <AppLink to={providerPaths.search()} size="sm">
            {t('profile.backToSearch')}
          </AppLink>
        </Alert>
      </Stack>
    );

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      {member && (
        <Text size="sm" c="dimmed" mt={-12}>
          {t('profile.subtitle', { memberId: member.memberId, group: member.groupName })}
        </Text>
      )}
      <Group component="nav" aria-label={t('profile.sections')} gap="xs">
        {TABS.filter((tab) => allowed.has(tab.name)).map((tab) => {
          const path = tab.path(id);
          const exact = location.pathname === path;
          const within = exact || location.pathname.startsWith(`${path}/`);
          return (
            <Button
              key={tab.name}
              component={Link}
              to={path}
              size="sm"
              variant={within ? 'filled' : 'default'}
              aria-current={exact ? 'page' : within ? 'location' : undefined}
            >
              {t(`profile.tabs.${tab.labelKey}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
