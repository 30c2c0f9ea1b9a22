import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClaimList } from '../../features/claims/claim-list';
import { PageTitle } from '../../ui/page-title';

/** `/member/claims` (member.claims, VIEW_CLAIMS): the household's claims, filtered, sorted, paged and exported. */
export default function ClaimsPage() {
  const { t } = useTranslation('claims');
  return (
    <Stack>
      <PageTitle>{t('list.title')}</PageTitle>
      <Text size="sm">{t('list.intro')}</Text>
      <ClaimList />
    </Stack>
  );
}
