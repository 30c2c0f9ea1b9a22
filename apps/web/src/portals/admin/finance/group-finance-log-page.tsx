import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckRunLog } from '../../../features/finance/check-run-log';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/group-finance/log` — published check runs of the staff member's groups. */
export default function GroupFinanceLogPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageTitle>{t('group.pageTitle')}</PageTitle>
      <Text mb="md">{t('group.intro')}</Text>
      <CheckRunLog mode="group" viewRoute="admin.groupViewCheckRun" />
    </>
  );
}
