import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessRequestForm } from '../../features/provider-verification/access-request-form';
import { MyAccessRequests, MyPractices } from '../../features/provider-verification/my-practices';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';

/**
 * `/provider/add-providers` (provider.addProviders, issue 29): the practices the account reaches, its
 * requests to reach others and their state, and the request for another practice, which provider
 * maintenance staff approve before any of its data is shown.
 */
export default function ProviderAddProvidersPage() {
  const { t } = useTranslation('provider');
  return (
    <Stack>
      <PageTitle>{t('addProviders.title')}</PageTitle>
      <Text>{t('addProviders.intro')}</Text>
      <MyPractices />
      <MyAccessRequests />
      <SectionCard title={t('addProviders.form.title')}>
        <AccessRequestForm
          onFiled={() => notify({ text: t('addProviders.form.done'), type: 'success' })}
        />
      </SectionCard>
    </Stack>
  );
}
