import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hcbbSso, healthAccountsSso, talonSso } from '@bp/contract/api/sso';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { errorTextOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { useSsoLaunch, useSsoPartners } from './use-sso';

/**
 * Partner sites (single sign-on): the health account administrator, the cost comparison tool (HCBB) and
 * price shopping (TALON), as the member's group offers them. Each button signs the member in to the
 * partner in a new tab; nothing is shown when no partner is offered. Staff viewing the portal as the
 * member see the sites with the buttons disabled and the reason (no sign-in in the member's name).
 */
export function PartnerSitesCard() {
  const { t } = useTranslation(['sso', 'messages']);
  const partners = useSsoPartners();
  const launch = useSsoLaunch();
  if (!partners.data?.length) return null;
  return (
    <SectionCard title={t('title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('intro')}</Text>
        <ImpersonationGate def={[healthAccountsSso, hcbbSso, talonSso]}>
          <Stack gap="sm" align="flex-start">
            {partners.data.map((p) => (
              <Stack key={p} gap={2}>
                <Button
                  variant="light"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                  loading={launch.isPending && launch.variables === p}
                  aria-label={t('openLabel', { name: t(`partners.${p}.name`) })}
                  onClick={() => launch.mutate(p)}
                >
                  {t(`partners.${p}.name`)}
                </Button>
                <Text size="xs" c="dimmed">
                  {t(`partners.${p}.description`)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </ImpersonationGate>
        {launch.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(launch.error, t)}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
