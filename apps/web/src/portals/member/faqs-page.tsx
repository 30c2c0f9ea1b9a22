import { useTranslation } from 'react-i18next';
import { FaqList } from '../../features/content-pages/faq-list';
import { PageTitle } from '../../ui/page-title';

/** `/member/faqs` — frequently asked questions, searchable. */
export default function FaqsPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('faqs.title')}</PageTitle>
      <FaqList />
    </>
  );
}
