import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckSearch } from '../../../features/claims/check-search';
import { PageTitle } from '../../../ui/page-title';
import { staffClaimPathOf } from './paths';

/** `/admin/utilities/check-search` (admin.checkSearch, CHECK_SEARCH): a check and the claims it paid. */
export default function CheckSearchPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.checkSearch')}</PageTitle>
      <CheckSearch pathOf={staffClaimPathOf} />
    </Stack>
  );
}
