import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminClaimSearch } from '../../../features/claims/admin-claim-search';
import { PageTitle } from '../../../ui/page-title';
import { staffClaimPathOf } from './paths';

/** `/admin/options/claim-search` (admin.globalClaimSearch): the global claim search. */
export default function AdminClaimSearchPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.claimSearch')}</PageTitle>
      <Text size="sm">{t('claimSearch.help')}</Text>
      <AdminClaimSearch pathOf={staffClaimPathOf} />
    </Stack>
  );
}
