import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClaimList } from '../../features/claims/claim-list';
import { PageTitle } from '../../ui/page-title';

/**
 * The page's title and introduction: also prerendered into the page's HTML (src/prerender/page-frames.tsx),
 * where the introduction is the largest paint of the page on a phone.
 */
export function ClaimsPageHeading() {
  const { t } = useTranslation('claims');
  return (
    <>
      <PageTitle>{t('list.title')}</PageTitle>
      <Text size="sm">{t('list.intro')}</Text>
    </>
  );
}

/** `/member/claims` (member.claims, VIEW_CLAIMS): the household's claims, filtered, sorted, paged and exported. */
export default function ClaimsPage() {
  return (
    <Stack>
      <ClaimsPageHeading />
      <ClaimList />
    </Stack>
  );
}
