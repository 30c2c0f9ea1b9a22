import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TermsOfService } from '../../features/auth/components/terms-of-service';
import { logout } from '../../features/auth/session-actions';
import { PageTitle } from '../../ui/page-title';

/**
 * `/provider/tos` — a provider whose sign-in says the terms are not accepted lands here (spec §4 step 5):
 * accepting records it and opens the dashboard; declining signs out.
 */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{t('tos.title')}</PageTitle>
      <TermsOfService
        onAccepted={() => void navigate('/provider/dashboard', { replace: true })}
        onDecline={async () => {
          await logout();
          await navigate('/', { replace: true });
        }}
      />
    </>
  );
}
