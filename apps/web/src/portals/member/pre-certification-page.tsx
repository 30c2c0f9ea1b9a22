import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrecertHistory } from '../../features/precerts/precert-history';
import { PageTitle } from '../../ui/page-title';

/** `/member/pre-certification` (member.memberPreCertification, WLT_PRECERTS): the household's pre-certifications. */
export default function MemberPreCertificationPage() {
  const { t } = useTranslation('precerts');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm">{t('intro')}</Text>
      <PrecertHistory appealPortal="member" />
    </Stack>
  );
}
