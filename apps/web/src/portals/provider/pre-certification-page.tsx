import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrecertSearch } from '../../features/precerts/precert-search';
import { PageTitle } from '../../ui/page-title';

/** `/provider/pre-certification` (provider.providerPreCertification): the provider's requests, searchable. */
export default function ProviderPreCertificationPage() {
  const { t } = useTranslation('precerts');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm">{t('providerIntro')}</Text>
      <PrecertSearch />
    </Stack>
  );
}
