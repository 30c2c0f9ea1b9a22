import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationForm } from '../../features/registration/registration-form';
import { PageTitle } from '../../ui/page-title';

/** `/member-registration` (also `/memberreg`) — a member creates a portal account. */
export default function MemberRegistrationPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="md">{t('intro')}</Text>
      <RegistrationForm />
    </>
  );
}
