import { useTranslation } from 'react-i18next';
import { FaqList } from '../../features/content-pages/faq-list';
import { PageTitle } from '../../ui/page-title';

/** `/provider/faqs` — frequently asked questions, searchable. */
export default function ProviderFaqsPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('faqs.title')}</PageTitle>
      <FaqList />
    </>
  );
}
