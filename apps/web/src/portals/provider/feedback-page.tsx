import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@bp/contract/routes';
import { OnlineForm } from '../../features/content-pages/online-form';
import { PageTitle } from '../../ui/page-title';

/** `/provider/feedback/{downloadId}/{displayName}` — send feedback (route and server need Send Feedback). */
export default function ProviderFeedbackPage() {
  const { t } = useTranslation(['content', 'provider']);
  const { downloadId, displayName } = useParams();
  return (
    <>
      <PageTitle>{t('content:form.feedbackTitle', { name: displayName ?? '' })}</PageTitle>
      <OnlineForm
        downloadId={Number(downloadId)}
        kind="feedback"
        back={{ to: routePath('provider.dashboard'), label: t('provider:backToDashboard') }}
      />
    </>
  );
}
