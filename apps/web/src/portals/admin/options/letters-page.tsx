import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffLetterSearch } from '../../../features/letters/staff-letter-search';
import { PageTitle } from '../../../ui/page-title';
import { adminOptionsPaths } from './paths';

/** `/admin/options/letters` (admin.lettersSearch, Letters): the staff letter search. */
export default function AdminLettersPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.lettersSearch')}</PageTitle>
      <StaffLetterSearch letterPath={adminOptionsPaths.letter} />
    </Stack>
  );
}
