import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsentScreen } from '../../features/patient-access/consent';
import { PageTitle } from '../../ui/page-title';

/**
 * `/member/connect-app/:requestId` (member.connectApp): the consent page an app's authorization request
 * (`/oauth/authorize`) sends the browser to; a signed-out member signs in first and comes back here.
 */
export default function ConnectAppPage() {
  const { t } = useTranslation('patient-access');
  const { requestId = '' } = useParams();
  return (
    <Stack>
      <PageTitle>{t('titles.connectApp')}</PageTitle>
      <ConsentScreen key={requestId} requestId={requestId} />
    </Stack>
  );
}
