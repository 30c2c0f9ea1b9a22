import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { hasPermission } from '@bp/contract/permissions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session-store';
import {
  MemberClaimsAdmin,
  type MemberClaimsRequest,
} from '../../../features/claims/provider-claim-views';
import { useStaffClaimsExport } from '../../../features/claims/staff-claims-export';
import { notify } from '../../../ui/notify';
import { adminPaths } from '../paths';

function ExportButton({ memberId, req }: { memberId: string; req: MemberClaimsRequest }) {
  const { t } = useTranslation('admin-profile');
  const exporter = useStaffClaimsExport();
  return (
    <Button
      size="compact-md"
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(
          { memberId, sortField: req.sortField, sortAsc: req.sortAsc },
          { onError: () => notify({ translationKey: 'genericFailureMessage', type: 'error' }) },
        )
      }
    >
      {t('claims.export')}
    </Button>
  );
}

/**
 * `/admin/member-profile/{id}/claims` (admin.memberProfileClaims): all the member's claims, 20 a page,
 * sortable, each opening the claim; "Export CSV" with Export Claims.
 */
export default function AdminMemberClaimsPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  const canExport = useSession((s) => hasPermission(s.permissions, 'EXPORT_CLAIMS'));
  return (
    <MemberClaimsAdmin
      memberId={id}
      pathOf={(c) => adminPaths.claim(id, c.fullClaimNumber)}
      title={t('claims.title')}
      emptyText={t('claims.empty')}
      captionOf={(p) => t('claims.caption', p)}
      {...(canExport ? { actions: (req) => <ExportButton memberId={id} req={req} /> } : {})}
    />
  );
}
