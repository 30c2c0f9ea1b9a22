import { Alert, Button, Stack, Text } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { markProviderVerified } from '../../lib/session-store';
import { PaymentForm } from '../../features/provider-verification/payment-form';
import { useVerificationStatus } from '../../features/provider-verification/use-provider-verification';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';

/**
 * `/provider/verification` (provider.providerVerification, issue 25): a self-registered account pending
 * verification learns why it sees no patient data yet, and either names a recent payment of the plan to
 * its practice or waits for the provider maintenance team's review.
 */
export default function ProviderVerificationPage() {
  const { t } = useTranslation('provider');
  const fmt = useFormat();
  const navigate = useNavigate();
  const status = useVerificationStatus();
  // Verified meanwhile (by staff): the session opens the member-data pages without signing in again.
  const verified = status.data?.state === 'verified';
  useEffect(() => {
    if (verified) markProviderVerified();
  }, [verified]);
  const messagesPath = routePath('provider.composeMessage');
  return (
    <Stack>
      <PageTitle>{t('verification.title')}</PageTitle>
      <QueryState query={status} emptyText="">
        {(s) =>
          s.state === 'verified' ? (
            <Alert color="green" variant="light" title={t('verification.verified.title')}>
              <Text size="sm" mb="sm">
                {t('verification.verified.body')}
              </Text>
              <Button component={Link} to={routePath('provider.dashboard')} size="xs">
                {t('verification.verified.action')}
              </Button>
            </Alert>
          ) : s.state === 'rejected' ? (
            <Alert color="red" variant="light" title={t('verification.rejected.title')}>
              <Text size="sm">{t('verification.rejected.body')}</Text>
            </Alert>
          ) : (
            <Stack>
              <Text>
                {t('verification.intro', {
                  practice: s.practiceName ?? t('verification.yourPractice'),
                })}
              </Text>
              <SectionCard title={t('verification.payment.title')}>
                {s.selfVerificationOpen ? (
                  <Stack>
                    <Text size="sm">{t('verification.payment.help')}</Text>
                    <PaymentForm
                      attemptsLeft={s.attemptsLeft}
                      onVerified={() => {
                        notify({ text: t('verification.payment.done'), type: 'success' });
                        navigate(routePath('provider.dashboard'));
                      }}
                    />
                  </Stack>
                ) : (
                  <Text size="sm">{t('verification.payment.closed')}</Text>
                )}
              </SectionCard>
              <SectionCard title={t('verification.review.title')}>
                <Text size="sm" mb="sm">
                  {s.requestedAt
                    ? t('verification.review.bodySince', { date: fmt.date(s.requestedAt) })
                    : t('verification.review.body')}
                </Text>
                <Button component={Link} to={messagesPath} variant="default" size="xs">
                  {t('verification.review.contact')}
                </Button>
              </SectionCard>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
