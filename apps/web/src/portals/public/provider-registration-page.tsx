import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProviderRegistrationForm } from '../../features/registration/provider-registration-form';
import { PageTitle } from '../../ui/page-title';

/** `/provider-registration` — a provider office creates its portal account (spec §2). */
export default function ProviderRegistrationPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageTitle>{t('provider.title')}</PageTitle>
      <Text mb="md">{t('provider.intro')}</Text>
      <ProviderRegistrationForm />
    </>
  );
}
