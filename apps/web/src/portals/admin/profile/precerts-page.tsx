import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PrecertHistory } from '../../../features/precerts/precert-history';
import { SectionCard } from '../../../ui/section-card';
import { useAllowedAdminRoutes } from '../allowed-routes';
import { adminPaths } from '../paths';

/** `/admin/member-profile/{id}/pre-certification` (admin.memberPreCertification): the member's pre-certifications. */
export default function AdminMemberPrecertsPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  const allowed = useAllowedAdminRoutes(['admin.newPreCertification']);
  return (
    <SectionCard
      title={t('precerts.title')}
      actions={
        allowed.has('admin.newPreCertification') && (
          <Group>
            <Anchor component={Link} to={adminPaths.newPrecert(id)} size="sm">
              {t('precerts.new')}
            </Anchor>
          </Group>
        )
      }
    >
      <PrecertHistory filters={{ memberId: id }} />
    </SectionCard>
  );
}
