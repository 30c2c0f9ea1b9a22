import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMemberProfileAdmin } from '../../features/members/use-members';
import { NewPrecertForm } from '../../features/precerts/new-precert-form';
import { QueryState } from '../../ui/query-state';
import { Stack, Title } from '@mantine/core';
import { providerPaths } from './paths';

/** `/provider/member-profile/{id}/pre-certification-form`: a new pre-certification for the member. */
export default function ProviderNewPrecertPage() {
  const { t } = useTranslation('provider');
  const { id = '' } = useParams();
  const profile = useMemberProfileAdmin(id);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('precertForm.title')}
      </Title>
      <QueryState query={profile} emptyText="">
        {({ empdep: m }) => (
          <NewPrecertForm
            member={{
              memberId: m.memberId,
              dependentNumber: m.dependentNumber,
              groupNumber: m.groupNumber,
              name: `${m.firstName} ${m.lastName}`,
            }}
            searchPath={providerPaths.precerts()}
            profilePath={providerPaths.profile(id)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
