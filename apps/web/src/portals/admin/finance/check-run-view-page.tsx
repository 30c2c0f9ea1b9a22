import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseCheckRunParams } from '@bp/contract/routes';
import { CheckRunView } from '../../../features/finance/check-run-view';
import { PageTitle } from '../../../ui/page-title';
import { Text } from '@mantine/core';

/** `/admin/finance/checkrun/view/{group}.{definition}/{date}` — review and publish one check run. */
export default function CheckRunViewPage() {
  const { t } = useTranslation('finance');
  const parsed = parseCheckRunParams(useParams());
  return (
    <>
      <PageTitle>{t('view.pageTitle')}</PageTitle>
      {parsed ? (
        <CheckRunView
          mode="finance"
          runRef={{
            groupNumber: parsed.groupNumber,
            checkRunDefinitionId: parsed.checkRunDefinitionId,
            date: parsed.dateTime.slice(0, 10),
          }}
        />
      ) : (
        <Text>{t('view.notFound')}</Text>
      )}
    </>
  );
}
