import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsList } from '../../features/content-pages/documents-list';
import { PageTitle } from '../../ui/page-title';

/** `/member/documents` — plan documents and forms by category and year, with file downloads. */
export default function DocumentsPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('documents.title')}</PageTitle>
      <Text mb="md">{t('documents.intro')}</Text>
      <DocumentsList />
    </>
  );
}
