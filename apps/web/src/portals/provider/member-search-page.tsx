import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MemberSearch } from '../../features/members/member-search';
import { PageTitle } from '../../ui/page-title';
import { providerPaths } from './paths';

/** `/provider/member-search` (provider.memberSearch): eligibility and members — find a patient. */
export default function ProviderMemberSearchPage() {
  const { t } = useTranslation('provider');
  return (
    <Stack>
      <PageTitle>{t('search.title')}</PageTitle>
      <Text size="sm">{t('search.intro')}</Text>
      <MemberSearch profilePath={providerPaths.profile} />
    </Stack>
  );
}
