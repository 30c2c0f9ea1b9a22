import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OnlineForm } from '../../../features/content-pages/online-form';
import { useOnlineForms } from '../../../features/content-pages/use-content-pages';
import { AppLink } from '../../../ui/app-link';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';

const BACK = '/admin/utilities/file-management';

/**
 * `/admin/utilities/online-form/{downloadId}/{displayName}` (admin.onlineForm): a download's online or
 * feedback form as members see it, returning to file management.
 */
export default function AdminOnlineFormPage() {
  const { t } = useTranslation('file-management');
  const { downloadId, displayName } = useParams();
  const id = Number(downloadId);
  const forms = useOnlineForms();
  const back = { to: BACK, label: t('form.back') };
  return (
    <Stack>
      <PageTitle>{t('form.pageTitle', { name: displayName ?? '' })}</PageTitle>
      <QueryState query={forms} emptyText="">
        {(items) => {
          const found = items.find((d) => d.downloadId === id);
          if (!found)
            return (
              <Alert color="yellow" variant="light" role="alert">
                <Text size="sm">{t('noResults')}</Text>
                <AppLink to={BACK} size="sm">
                  {t('form.back')}
                </AppLink>
              </Alert>
            );
          return (
            <OnlineForm
              downloadId={id}
              kind={found.isFeedback ? 'feedback' : 'onlineForm'}
              back={back}
            />
          );
        }}
      </QueryState>
    </Stack>
  );
}
