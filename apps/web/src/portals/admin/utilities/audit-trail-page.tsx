import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canWrite } from '@bp/contract/access-rules';
import { AuditTrailSearch } from '../../../features/compliance/audit-trail';
import { RecordDisclosure } from '../../../features/compliance/record-disclosure';
import { useSession } from '../../../lib/session-store';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/admin/utilities/audit-trail` (admin.auditTrail, Audit Trail & Disclosures): the audit trail search and
 * its export; "Record a disclosure" for holders of the permission without the read-only flag.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation('compliance');
  const canRecord = useSession((s) => canWrite(s.permissions, 'AUDIT_TRAIL'));
  return (
    <Stack>
      <PageTitle>{t('titles.auditTrail')}</PageTitle>
      <AuditTrailSearch />
      {canRecord && <RecordDisclosure />}
    </Stack>
  );
}
