import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IdCardRequestForm } from '../../../features/requests/id-card-request-form';

/** `/admin/member-profile/{id}/request-id` (admin.requestIdCard): order replacement ID cards by mail. */
export default function AdminRequestIdCardPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('idCard.title')}
      </Title>
      <Text size="sm">{t('idCard.intro')}</Text>
      <IdCardRequestForm memberId={id} />
    </Stack>
  );
}
