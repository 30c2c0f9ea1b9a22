import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsList } from '../../features/content-pages/documents-list';
import { PageTitle } from '../../ui/page-title';

/** `/employer/documents` — documents for the employer role and its groups, with downloads and forms. */
export default function EmployerDocumentsPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('documents.title')}</PageTitle>
      <Text mb="md">{t('documents.intro')}</Text>
      <DocumentsList portal="employer" />
    </>
  );
}
