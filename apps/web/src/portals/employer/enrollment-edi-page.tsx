import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EdiImport } from '../../features/edi/edi-import';
import { useMyGroups } from '../../lib/use-my-groups';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';

/**
 * `/employer/options/enrollment-edi` (employer.enrollmentEdi, Create Enrollment): the employer validates
 * an 834 file of one of its enrolling groups and gets the report (with the job's progress); loading it is
 * the TPA's eligibility staff's (the server refuses an apply from an employer).
 */
export default function EmployerEnrollmentEdiPage() {
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
            <EdiImport groups={groups} validateOnly />
          )
        }
      </QueryState>
    </Stack>
  );
}
