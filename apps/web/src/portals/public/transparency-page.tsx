import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TransparencyFiles } from '../../features/mrf/transparency-files';
import { PageTitle } from '../../ui/page-title';

/** `/transparency` — the public list of price-transparency files (the login footer links here). */
export default function TransparencyPage() {
  const { t } = useTranslation('mrf');
  return (
    <Stack>
      <PageTitle>{t('titles.public')}</PageTitle>
      <TransparencyFiles />
    </Stack>
  );
}
