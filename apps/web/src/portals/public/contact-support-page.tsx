import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactSupportForm } from '../../features/support/contact-support-form';
import { currentBrand } from '../../lib/brand';
import { PageTitle } from '../../ui/page-title';

/** `/contact-support` — the support contact form. */
export default function ContactSupportPage() {
  const { t } = useTranslation('support');
  const { support } = currentBrand();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="md">{t('intro', { phone: support.phone, email: support.email })}</Text>
      <ContactSupportForm />
    </>
  );
}
