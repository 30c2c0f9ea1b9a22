import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import type { GroupPortal } from './group-portal';
import { isNotFound, useGroup } from './use-group-admin';

/** The group number of the route (`:groupNumber`), or NaN when it is not a positive whole number. */
export function useGroupNumberParam(): number {
  const { groupNumber = '' } = useParams();
  return /^\d{1,9}$/.test(groupNumber) ? Number(groupNumber) : NaN;
}

/** The "not found" answer of a group out of scope or unknown (the server says 404 for both). */
export function GroupNotFound({ portal }: { portal: GroupPortal }) {
  const { t } = useTranslation('groups-admin');
  return (
    <Stack>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Alert color="red" variant="light" role="alert" title={t('profile.notFoundTitle')}>
        <Text size="sm">{t('profile.notFound')}</Text>
        {portal.may.listing && (
          <AppLink to={portal.paths.listing()} size="sm">
            {t('profile.backToList')}
          </AppLink>
        )}
      </Alert>
    </Stack>
  );
}

/**
 * `…/options/group-profile/{groupNumber}`: the group's name and number above its sections (details,
 * members, group rights — each shown when the user may open it) and the section below.
 */
export function GroupProfileLayout({ portal }: { portal: GroupPortal }) {
  const { t } = useTranslation('groups-admin');
  const fmt = useFormat();
  const groupNumber = useGroupNumberParam();
  const location = useLocation();
  const query = useGroup(groupNumber);
  if (Number.isNaN(groupNumber) || (query.isError && isNotFound(query.error)))
    return <GroupNotFound portal={portal} />;

  const tabs = [
    { key: 'details', path: portal.paths.profile(groupNumber), shown: true },
    { key: 'members', path: portal.paths.members(groupNumber), shown: portal.may.members },
    { key: 'rights', path: portal.paths.rights(groupNumber), shown: portal.may.rights },
  ].filter((tab) => tab.shown);
  const g = query.data;

  return (
    <Stack>
      <Stack gap="xs">
        {portal.may.listing && (
          <AppLink to={portal.paths.listing()} size="sm">
            {t('profile.backToList')}
          </AppLink>
        )}
        <PageTitle>
          {g
            ? t('profile.titleOf', { number: g.groupNumber, name: g.name })
            : t('profile.titleOfNumber', { number: groupNumber })}
        </PageTitle>
      </Stack>
      <QueryState query={query} emptyText="">
        {(group) => (
          <Group gap="xs" mt={-12}>
            <Badge variant="outline" color="gray.7">
              {t('profile.master', { number: group.masterGroupNumber })}
            </Badge>
            <Badge variant="outline" color="brand">
              {t('profile.effective', { date: fmt.date(group.effectiveDate) })}
            </Badge>
            {group.terminationDate && (
              <Badge variant="outline" color="red.9">
                {t('profile.terminated', { date: fmt.date(group.terminationDate) })}
              </Badge>
            )}
          </Group>
        )}
      </QueryState>
      <Group component="nav" aria-label={t('profile.sections')} gap="xs">
        {tabs.map((tab) => {
          const current = location.pathname === tab.path;
          return (
            <Button
              key={tab.key}
              component={Link}
              to={tab.path}
              size="compact-md"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`profile.tabs.${tab.key}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
