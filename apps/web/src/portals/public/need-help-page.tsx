import { useTranslation } from 'react-i18next';
import { NeedHelpForm } from '../../features/auth/components/need-help-form';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';

/** `/need-help` — forgot password. */
export default function NeedHelpPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle>{t('needHelp.title')}</PageTitle>
      <NeedHelpForm />
      <AppLink to="/" size="sm" mt="md" display="inline-block">
        {t('backToSignIn')}
      </AppLink>
    </>
  );
}
