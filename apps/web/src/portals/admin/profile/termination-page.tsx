import { Alert, Stack, Text } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { TerminationForm } from '../../../features/requests/termination-form';
import { TerminationDecisions } from '../../../features/requests/termination-decisions';
import { SectionCard } from '../../../ui/section-card';
import { WithMemberProfile } from './member-guard';

/**
 * `/admin/member-profile/{id}/member-termination` (admin.memberTermination): the household's termination
 * requests, which staff with Terminations approve or reject, and the form to request the end of coverage.
 */
export default function AdminTerminationPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  const writable = useSession((s) => canWrite(s.permissions, 'TERMINATIONS'));
  return (
    <Stack>
      <SectionCard title={t('decisions.title')}>
        <TerminationDecisions memberId={id} canDecide={writable} />
      </SectionCard>
      <SectionCard title={t('termination.title')}>
        <Text size="sm" mb="md">
          {t('termination.intro')}
        </Text>
        {writable ? (
          <WithMemberProfile memberId={id}>
            {(p) => <TerminationForm member={p.empdep} dependents={p.dependents} />}
          </WithMemberProfile>
        ) : (
          <Alert color="gray" variant="light">
            {t('profile.readOnly')}
          </Alert>
        )}
      </SectionCard>
    </Stack>
  );
}
