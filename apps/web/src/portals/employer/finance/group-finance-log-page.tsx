import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckRunLog } from '../../../features/finance/check-run-log';
import { PageTitle } from '../../../ui/page-title';

/** `/employer/group-finance/log` — published check runs of the employer's groups. */
export default function EmployerGroupFinanceLogPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageTitle>{t('group.pageTitle')}</PageTitle>
      <Text mb="md">{t('group.intro')}</Text>
      <CheckRunLog mode="group" viewRoute="employer.groupViewCheckRun" />
    </>
  );
}
