import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { PrecertDecisionForm } from '../../../features/precerts/precert-decision-form';
import { canDecidePrecerts } from '../../../features/precerts/precert-decision-rules';
import { PrecertSearch } from '../../../features/precerts/precert-search';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/admin/options/precertifications` (admin.preCertification, WLT Precerts): the staff search (cert
 * number, group, employee; certno descending, 20 a page) and the details of one, with the decision
 * controls for reviewers (Pre-certification Form or WLT Precert Details, not read-only).
 */
export default function AdminPrecertificationsPage() {
  const { t } = useTranslation('admin-options');
  const canDecide = useSession((s) => canDecidePrecerts(s.permissions));
  return (
    <Stack>
      <PageTitle>{t('titles.preCertification')}</PageTitle>
      <Text size="sm">
        {t(canDecide ? 'precertDecision.introDecide' : 'precertDecision.intro')}
      </Text>
      <PrecertSearch
        renderDecision={
          canDecide ? (p) => <PrecertDecisionForm key={p.status} precert={p} /> : undefined
        }
      />
    </Stack>
  );
}
