import { Alert, List, Stack, Text } from '@mantine/core';
import { canUpdateContactInfo, canWrite } from '@bp/contract/access-rules';
import { hasPermission } from '@bp/contract/permissions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { useGroupFlags } from '../../../features/groups/use-group-flags';
import { ContactUpdateForm } from '../../../features/requests/contact-update-form';
import { LocationChangeForm } from '../../../features/requests/location-change-form';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { UPDATE_INFO_KINDS, type UpdateInfoKind } from '../paths';
import { WithMemberProfile } from './member-guard';

function Refusal({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('admin-profile');
  return (
    <Alert color="yellow" variant="light" title={t('updateInfo.notAllowedTitle')}>
      <List size="sm">
        {reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Contact updates need the group's demographicUpdate flag plus Update Member Demographics (§6). */
function ContactUpdate({
  memberId,
  groupNumber,
  groupName,
}: {
  memberId: string;
  groupNumber: number;
  groupName: string;
}) {
  const { t } = useTranslation('admin-profile');
  const permissions = useSession((s) => s.permissions);
  const group = useGroupFlags(groupNumber, hasPermission(permissions, 'GROUP_LISTING_SEARCH'));
  return (
    <QueryState query={group} emptyText="">
      {(flags) => {
        if (flags && canUpdateContactInfo(flags, permissions))
          return <ContactUpdateForm memberId={memberId} />;
        const reasons: string[] = [];
        if (!flags) reasons.push(t('updateInfo.groupUnknown', { group: groupNumber }));
        else if (!flags.demographicUpdate)
          reasons.push(t('updateInfo.groupNoUpdates', { group: `${groupNumber} · ${groupName}` }));
        if (!canWrite(permissions, 'UPDATE_MEMBER_DEMOGRAPHICS'))
          reasons.push(t('updateInfo.needsDemographics'));
        return <Refusal reasons={reasons} />;
      }}
    </QueryState>
  );
}

/**
 * `/admin/member-profile/{id}/update-info/{location|contact}` (admin.updateInfo): a location (division)
 * change, or a contact information update when the member's group allows it; otherwise why not.
 */
export default function AdminUpdateInfoPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '', name = '' } = useParams();
  const permissions = useSession((s) => s.permissions);
  const kind = UPDATE_INFO_KINDS.find((k) => k === name) as UpdateInfoKind | undefined;
  if (!kind)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('updateInfo.unknown')}
      </Alert>
    );
  return (
    <SectionCard
      title={t(kind === 'location' ? 'updateInfo.locationTitle' : 'updateInfo.contactTitle')}
    >
      <Stack>
        <Text size="sm">
          {t(kind === 'location' ? 'updateInfo.locationIntro' : 'updateInfo.contactIntro')}
        </Text>
        {kind === 'location' ? (
          canWrite(permissions, 'CHANGE_LOCATION') ? (
            <LocationChangeForm memberId={id} />
          ) : (
            <Refusal reasons={[t('profile.readOnly')]} />
          )
        ) : (
          <WithMemberProfile memberId={id}>
            {(p) => (
              <ContactUpdate
                memberId={id}
                groupNumber={p.empdep.groupNumber}
                groupName={p.empdep.groupName}
              />
            )}
          </WithMemberProfile>
        )}
      </Stack>
    </SectionCard>
  );
}
