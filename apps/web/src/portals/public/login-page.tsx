import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginLinks } from '../../features/auth/components/login-links';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { SignedOutNotice } from '../../features/auth/components/signed-out-notice';
import { destinationAfterLogin } from '../../lib/destination';
import { PageTitle } from '../../ui/page-title';

/** `/` — the login page (spec §2). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSignedIn = useCallback(
    (tos: boolean) =>
      void navigate(destinationAfterLogin(tos, params.get('redirect')), { replace: true }),
    [navigate, params],
  );
  return (
    <>
      <PageTitle>{t('login.title')}</PageTitle>
      <SignedOutNotice />
      <LoginPanel onSignedIn={onSignedIn} />
      <LoginLinks />
    </>
  );
}
