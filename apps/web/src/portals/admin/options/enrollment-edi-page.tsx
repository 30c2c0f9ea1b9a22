import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EdiImport } from '../../../features/edi/edi-import';
import { useMyGroups } from '../../../lib/use-my-groups';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';

/** `/admin/options/enrollment-edi` (admin.enrollmentEdi, Create Enrollment): EDI 834 import and export. */
export default function EnrollmentEdiPage() {
  const { t } = useTranslation('edi');
  const query = useMyGroups();
  const groups = (query.data ?? []).filter((g) => g.enrollment && g.groupNumber > 0);
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <QueryState query={query} emptyText="">
        {() =>
          groups.length === 0 ? (
            <Alert color="yellow" variant="light">
              {t('noGroups')}
            </Alert>
          ) : (
            <EdiImport groups={groups} />
          )
        }
      </QueryState>
    </Stack>
  );
}
