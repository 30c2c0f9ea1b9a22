import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OnlineForm } from '../../features/content-pages/online-form';
import { PageTitle } from '../../ui/page-title';

/** `/member/onlineform/{downloadId}/{displayName}` — fill in and send a download's online form. */
export default function OnlineFormPage() {
  const { t } = useTranslation('content');
  const { downloadId, displayName } = useParams();
  return (
    <>
      <PageTitle>{t('form.onlineTitle', { name: displayName ?? '' })}</PageTitle>
      <OnlineForm downloadId={Number(downloadId)} kind="onlineForm" />
    </>
  );
}
