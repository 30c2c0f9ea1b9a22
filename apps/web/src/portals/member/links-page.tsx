import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinksList } from '../../features/content-pages/links-list';
import { PageTitle } from '../../ui/page-title';

/** `/member/links` — useful links for the member's role and group, by category. */
export default function LinksPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('links.title')}</PageTitle>
      <Text mb="md">{t('links.intro')}</Text>
      <LinksList />
    </>
  );
}
