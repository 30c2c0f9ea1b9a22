import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OnlineForm } from '../../features/content-pages/online-form';
import { PageTitle } from '../../ui/page-title';

/** `/member/feedback/{downloadId}/{displayName}` — send feedback (route and server need Send Feedback). */
export default function FeedbackPage() {
  const { t } = useTranslation('content');
  const { downloadId, displayName } = useParams();
  return (
    <>
      <PageTitle>{t('form.feedbackTitle', { name: displayName ?? '' })}</PageTitle>
      <OnlineForm downloadId={Number(downloadId)} kind="feedback" />
    </>
  );
}
