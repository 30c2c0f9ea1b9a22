import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/settings/change-password-form';
import { TwoStepSettings } from '../../features/settings/two-step-settings';
import { PageTitle } from '../../ui/page-title';

/** `/provider/change-password` (provider.changePassword). */
export default function ProviderChangePasswordPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('password.title')}</PageTitle>
      <ChangePasswordForm />
      <TwoStepSettings />
    </Stack>
  );
}
