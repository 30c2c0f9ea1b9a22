import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TermsOfService } from '../../features/auth/components/terms-of-service';
import { logout } from '../../features/auth/session-actions';
import { PageTitle } from '../../ui/page-title';

/** `/provider/tos` — a provider accepts the terms of service before entering the portal. */
export default function TermsPage() {
  const { t } = useTranslation(['legal', 'shell']);
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{t('legal:tos.title')}</PageTitle>
      <TermsOfService onAccepted={() => void navigate('/provider/dashboard', { replace: true })} />
      <Group mt="md">
        <Button
          variant="subtle"
          onClick={() => void logout().then(() => navigate('/', { replace: true }))}
        >
          {t('shell:signOut')}
        </Button>
      </Group>
    </>
  );
}
