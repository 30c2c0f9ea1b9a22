import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DemoChangeForm } from '../../features/enrollment/demo-change-form';
import { useOwnContact } from '../../features/enrollment/use-enrollments';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';

/**
 * `/member/update-info/contact` (member.updateInfo): the online demographic change of the member's own
 * address, phones and e-mail (OnlineEnrollments/DemoChange), reviewed by eligibility staff; the server
 * refuses it when the group does not allow demographic updates. Any other `:name` is not found.
 */
export default function MemberUpdateInfoPage() {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { name } = useParams();
  const query = useOwnContact();
  if (name !== 'contact')
    return (
      <Alert color="red" variant="light" role="alert">
        {t('messages:notFound')}
      </Alert>
    );
  return (
    <Stack>
      <PageTitle>{t('titles.demoChange')}</PageTitle>
      <QueryState query={query} emptyText="">
        {(p) => {
          const m = p.empdep;
          return (
            <DemoChangeForm
              name={`${m.firstName} ${m.lastName}`}
              onFile={{
                addressLine1: m.address?.addressLine1 ?? null,
                addressLine2: m.address?.addressLine2 ?? null,
                city: m.address?.city ?? null,
                state: m.address?.state ?? null,
                zip: m.address?.zip ?? null,
                homePhone: m.homePhone,
                workPhone: m.workPhone,
                email: m.email,
              }}
            />
          );
        }}
      </QueryState>
    </Stack>
  );
}
