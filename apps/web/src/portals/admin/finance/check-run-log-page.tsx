import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckRunLog } from '../../../features/finance/check-run-log';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/finance/checkrun/log` — the check-run log; initiate a run (RunCheckLog). */
export default function CheckRunLogPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageTitle>{t('log.pageTitle')}</PageTitle>
      <Text mb="md">{t('log.intro')}</Text>
      <CheckRunLog mode="finance" viewRoute="admin.viewCheckRun" />
    </>
  );
}
