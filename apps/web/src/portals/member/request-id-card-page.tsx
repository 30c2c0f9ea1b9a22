import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdCardRequestForm } from '../../features/requests/id-card-request-form';
import { PageTitle } from '../../ui/page-title';
import { messageCenterPath } from './message-center-path';

/** `/member/settings/request-id-card` (member.requestIdCard, REQUEST_ID): order replacement ID cards by mail. */
export default function RequestIdCardPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('idCard.title')}</PageTitle>
      <Text size="sm">{t('idCard.intro')}</Text>
      <IdCardRequestForm messageCenterPath={messageCenterPath()} />
    </Stack>
  );
}
