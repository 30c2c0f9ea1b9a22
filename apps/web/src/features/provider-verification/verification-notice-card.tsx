import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';

/** The dashboard's card of a provider account pending verification, in place of its claims and precerts. */
export function VerificationNoticeCard() {
  const { t } = useTranslation('provider');
  return (
    <SectionCard title={t('verification.notice.title')}>
      <Text mb="sm">{t('verification.notice.body')}</Text>
      <Button component={Link} to={routePath('provider.providerVerification')}>
        {t('verification.notice.action')}
      </Button>
    </SectionCard>
  );
}
