import { Alert, Group, Stack } from '@mantine/core';
import { canCreateEnrollments, canWrite, hasPermission } from '@bp/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session-store';
import { DemoChangeReview } from '../../features/enrollment/demo-change-review';
import { EnrollmentDetails } from '../../features/enrollment/enrollment-details';
import { EnrollmentSearch } from '../../features/enrollment/enrollment-search';
import { NewEnrollmentForm } from '../../features/enrollment/new-enrollment-form';
import { useEnrollingGroups } from '../../lib/guard-groups';
import { AppLink } from '../../ui/app-link';
import { EnrollingGroupsGate } from '../../ui/enrolling-groups-gate';
import { PageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';

/** The portal-specific paths of the enrollment pages (admin and employer share the pages). */
export interface EnrollmentPaths {
  search: () => string;
  details: (id: number) => string;
  newEnrollment: () => string;
  member?: (memberId: string) => string;
}

/**
 * new-enrollment: the multi-step form over the caller's enrolling groups (spec §6: the group's enrollment
 * flag). Only whether there are none, one or more is loaded; the form's group field searches the server.
 */
export function NewEnrollmentPage({ paths }: { paths: EnrollmentPaths }) {
  const { t } = useTranslation('enrollment');
  return (
    <Stack>
      <PageTitle>{t('titles.newEnrollment')}</PageTitle>
      <EnrollingGroupsGate noGroupsText={t('noGroups')}>
        {(only) => <NewEnrollmentForm onlyGroup={only} detailsPath={paths.details} />}
      </EnrollingGroupsGate>
    </Stack>
  );
}

/** search-enrollment: the enrollment search; for eligibility staff, the demographic changes to review. */
export function EnrollmentSearchPage({ paths, staff }: { paths: EnrollmentPaths; staff: boolean }) {
  const { t } = useTranslation('enrollment');
  const { groups } = useEnrollingGroups();
  const permissions = useSession((s) => s.permissions);
  const mayCreate = canCreateEnrollments(groups, permissions);
  const mayReview = staff && hasPermission(permissions, 'UPDATE_MEMBER_DEMOGRAPHICS');
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('titles.search')}</PageTitle>
        {mayCreate && <AppLink to={paths.newEnrollment()}>{t('search.newEnrollment')}</AppLink>}
      </Group>
      <EnrollmentSearch detailsPath={paths.details} />
      {mayReview && (
        <SectionCard title={t('titles.demoChanges')}>
          <DemoChangeReview />
        </SectionCard>
      )}
    </Stack>
  );
}

/** enrollment-details/{id} (and enrollment-form-details/{id}): one enrollment; staff may process it. */
export function EnrollmentDetailsPage({
  paths,
  staff,
}: {
  paths: EnrollmentPaths;
  staff: boolean;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { id = '' } = useParams();
  const n = /^\d{1,12}$/.test(id) ? Number(id) : 0;
  const canProcess = useSession((s) => staff && canWrite(s.permissions, 'CREATE_ENROLLMENT'));
  return (
    <Stack>
      <PageTitle>{t('titles.details', { id })}</PageTitle>
      {n > 0 ? (
        <EnrollmentDetails
          enrollmentId={n}
          canProcess={canProcess}
          searchPath={paths.search()}
          {...(paths.member ? { memberPath: paths.member } : {})}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('messages:notFound')}
        </Alert>
      )}
    </Stack>
  );
}
