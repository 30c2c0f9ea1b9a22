import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FinanceSettings } from '../../../features/finance/finance-settings';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/finance/group-finance-settings` — funding settings per group (FinanceAdmin). */
export default function GroupFinanceSettingsPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageTitle>{t('settings.pageTitle')}</PageTitle>
      <Text mb="md">{t('settings.intro')}</Text>
      <FinanceSettings />
    </>
  );
}
