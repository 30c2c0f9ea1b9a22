import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinksList } from '../../features/content-pages/links-list';
import { PageTitle } from '../../ui/page-title';

/** `/employer/links` — useful links for the employer role and its groups, by category. */
export default function EmployerLinksPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('links.title')}</PageTitle>
      <Text mb="md">{t('links.intro')}</Text>
      <LinksList />
    </>
  );
}
