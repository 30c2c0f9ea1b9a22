import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OnlineForm, type FormKind } from '../../features/content-pages/online-form';
import { PageTitle } from '../../ui/page-title';
import { employerPaths } from './paths';

/** An employer's form page: a download's online form or its feedback form, back to the documents. */
export function EmployerFormPage({ kind }: { kind: FormKind }) {
  const { t } = useTranslation(['content', 'employer']);
  const { downloadId, displayName } = useParams();
  return (
    <>
      <PageTitle>
        {t(kind === 'feedback' ? 'content:form.feedbackTitle' : 'content:form.onlineTitle', {
          name: displayName ?? '',
        })}
      </PageTitle>
      <OnlineForm
        downloadId={Number(downloadId)}
        kind={kind}
        back={{ to: employerPaths.documents(), label: t('employer:content.backToDocuments') }}
      />
    </>
  );
}
