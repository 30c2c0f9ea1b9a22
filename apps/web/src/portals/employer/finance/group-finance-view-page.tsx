import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { parseCheckRunParams } from '@bp/contract/routes';
import { CheckRunView } from '../../../features/finance/check-run-view';
import { PageTitle } from '../../../ui/page-title';

/** `/employer/group-finance/view/{group}.{definition}/{date}` — one published check run (group finance). */
export default function EmployerGroupFinanceViewPage() {
  const { t } = useTranslation('finance');
  const parsed = parseCheckRunParams(useParams());
  return (
    <>
      <PageTitle>{t('view.pageTitle')}</PageTitle>
      {parsed ? (
        <CheckRunView
          mode="group"
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
