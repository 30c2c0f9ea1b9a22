import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffProcedures } from '../../../features/coverage/staff-procedures';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/options/procedures` (admin.procedures, PROCEDURE_CODES): procedure codes and group coverage. */
export default function AdminProceduresPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.procedures')}</PageTitle>
      <StaffProcedures />
    </Stack>
  );
}
