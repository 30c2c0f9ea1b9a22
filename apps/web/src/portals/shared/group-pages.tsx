import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GroupDetailsTab } from '../../features/groups/group-details';
import { GroupListing } from '../../features/groups/group-listing';
import { GroupMembersTab } from '../../features/groups/group-members';
import { GroupNotFound, GroupProfileLayout } from '../../features/groups/group-profile-layout';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { useGroupPortal } from './group-portal';

type PortalName = 'admin' | 'employer';

/** `…/options/group-listing`: the groups the user may see (staff: their groups; employers: their own). */
export function GroupListingPage({ portal }: { portal: PortalName }) {
  const { t } = useTranslation('groups-admin');
  const p = useGroupPortal(portal);
  return (
    <Stack>
      <PageTitle>{t('titles.listing')}</PageTitle>
      <GroupListing portal={p} />
    </Stack>
  );
}

/** `…/options/sub-group-listing/{masterGroupNumber}`: the groups under one master group. */
export function SubGroupListingPage({ portal }: { portal: PortalName }) {
  const { t } = useTranslation('groups-admin');
  const p = useGroupPortal(portal);
  const { masterGroupNumber = '' } = useParams();
  if (!/^\d{1,9}$/.test(masterGroupNumber)) return <GroupNotFound portal={p} />;
  const master = Number(masterGroupNumber);
  return (
    <Stack>
      <Stack gap="xs">
        {p.may.listing && (
          <AppLink to={p.paths.listing()} size="sm">
            {t('list.backToList')}
          </AppLink>
        )}
        <PageTitle>{t('titles.subListing', { number: master })}</PageTitle>
      </Stack>
      <GroupListing portal={p} masterGroupNumber={master} key={master} />
    </Stack>
  );
}

/** `…/options/group-profile/{groupNumber}`: header and section tabs around the section. */
export function GroupProfilePage({ portal }: { portal: PortalName }) {
  return <GroupProfileLayout portal={useGroupPortal(portal)} />;
}

/** The profile's details section (the index of group-profile). */
export function GroupDetailsPage({ portal }: { portal: PortalName }) {
  return <GroupDetailsTab portal={useGroupPortal(portal)} />;
}

/** `…/group-profile/{groupNumber}/group-members`. */
export function GroupMembersPage({ portal }: { portal: PortalName }) {
  return <GroupMembersTab portal={useGroupPortal(portal)} />;
}
