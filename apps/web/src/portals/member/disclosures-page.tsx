import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyDisclosures } from '../../features/compliance/my-disclosures';
import { PageTitle } from '../../ui/page-title';

/** `/member/settings/disclosures` (member.disclosures): the member's accounting of disclosures. */
export default function DisclosuresPage() {
  const { t } = useTranslation('compliance');
  return (
    <Stack>
      <PageTitle>{t('titles.disclosures')}</PageTitle>
      <MyDisclosures />
    </Stack>
  );
}
