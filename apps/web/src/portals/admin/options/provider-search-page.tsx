import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProviderSearch } from '../../../features/providers/provider-search';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/options/provider-search` (admin.providerSearch, Provider Listing & Search). */
export default function AdminProviderSearchPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.providerSearch')}</PageTitle>
      <ProviderSearch />
    </Stack>
  );
}
