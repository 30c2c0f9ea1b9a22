import { Alert, List } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DemoChangeForm } from '../../features/enrollment/demo-change-form';
import { useGroupFlags } from '../../features/groups/use-group-flags';
import { useSession } from '../../lib/session-store';
import { QueryState } from '../../ui/query-state';
import { useEmployerMemberProfile } from './use-member-profile';

function Refusal({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('employer');
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

/**
 * `/employer/member-profile/{id}/update-info/contact` (employer.updateInfo): the employer asks for a
 * demographic change of a member of its groups (address, phones, e-mail; OnlineEnrollments/DemoChange),
 * starting from what is on file; eligibility staff review it. Shown only when the employer may write
 * Update Member Demographics and the member's group allows demographic updates (the server's rule);
 * otherwise why not. Any other `:name` is not found.
 */
export default function EmployerUpdateInfoPage() {
  const { t } = useTranslation(['employer', 'messages']);
  const { id = '', name = '' } = useParams();
  const permissions = useSession((s) => s.permissions);
  const { canRead, profile } = useEmployerMemberProfile(id);
  const member = profile.data?.empdep;
  const group = useGroupFlags(member?.groupNumber, false);
  if (name !== 'contact')
    return (
      <Alert color="red" variant="light" role="alert">
        {t('messages:notFound')}
      </Alert>
    );
  const reasons: string[] = [];
  if (!canWrite(permissions, 'UPDATE_MEMBER_DEMOGRAPHICS'))
    reasons.push(t('updateInfo.needsDemographics'));
  if (!canRead) reasons.push(t('profile.needsDetails'));
  if (reasons.length) return <Refusal reasons={reasons} />;
  return (
    <QueryState query={profile} emptyText="">
      {(p) => (
        <QueryState query={group} emptyText="">
          {(flags) => {
            const m = p.empdep;
            if (!flags?.demographicUpdate)
              return (
                <Refusal
                  reasons={[
                    t('updateInfo.groupNoUpdates', { group: `${m.groupNumber} · ${m.groupName}` }),
                  ]}
                />
              );
            return (
              <DemoChangeForm
                memberId={id}
                name={`${m.firstName} ${m.lastName}`}
                onFile={{
                  addressLine1: m.address?.addressLine1 ?? null,
                  addressLine2: m.address?.addressLine2 ?? null,
                  city: m.address?.city ?? null,
                  state: m.address?.state ?? null,
                  zip: m.address?.zip ?? null,
                  homePhone: m.homePhone,
                  workPhone: m.workPhone,
                  email: m.email,
                }}
              />
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
