import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';

/** `/reset-password/:key` — a new password with the e-mailed key. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { key = '' } = useParams();
  return (
    <>
      <PageTitle>{t('resetPassword.title')}</PageTitle>
      <ResetPasswordForm
        resetKey={key}
        signInLink={<AppLink to="/">{t('backToSignIn')}</AppLink>}
      />
    </>
  );
}
