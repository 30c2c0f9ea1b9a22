import { Alert, Stack, Title } from '@mantine/core';
import { hasPermission } from '@bp/contract/permissions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { useMemberProfileAdmin } from '../../../features/members/use-members';
import { NewPrecertForm } from '../../../features/precerts/new-precert-form';
import { QueryState } from '../../../ui/query-state';
import { adminPaths } from '../paths';

/**
 * `/admin/member-profile/{id}/new-precertification` (admin.newPreCertification): the provider portal's
 * pre-certification form with the member fixed; staff type the requesting provider.
 */
export default function AdminNewPrecertPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  const canRead = useSession((s) => hasPermission(s.permissions, 'VIEW_MEMBER_DETAILS'));
  const profile = useMemberProfileAdmin(id, canRead);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('precerts.newTitle')}
      </Title>
      {canRead ? (
        <QueryState query={profile} emptyText="">
          {({ empdep: m }) => (
            <NewPrecertForm
              member={{
                memberId: m.memberId,
                dependentNumber: m.dependentNumber,
                groupNumber: m.groupNumber,
                name: `${m.firstName} ${m.lastName}`,
              }}
              searchPath={adminPaths.precerts(id)}
              profilePath={adminPaths.details(id)}
              ownProviders={false}
            />
          )}
        </QueryState>
      ) : (
        <Alert color="gray" variant="light">
          {t('precerts.needsDetails')}
        </Alert>
      )}
    </Stack>
  );
}
