import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemittanceFiles } from '../../features/remittance/remittance-files';
import { PageTitle } from '../../ui/page-title';

/** `/provider/remittance` (provider.remittance): the 835 remittance files of the provider's payments (issue 32). */
export default function ProviderRemittancePage() {
  const { t } = useTranslation('finance');
  return (
    <Stack>
      <PageTitle>{t('remittance.title')}</PageTitle>
      <Text size="sm">{t('remittance.intro')}</Text>
      <RemittanceFiles title={t('remittance.listTitle')} />
    </Stack>
  );
}
