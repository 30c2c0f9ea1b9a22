import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImpersonation, switchSession } from '../../features/auth/impersonation';
import { useSession } from '../../lib/session-store';
import { syncLanguageFromStorage } from '../../i18n';

/**
 * "You are viewing the portal as …" with a Stop button, and what is off while viewing as the user (the
 * contract's notWhileImpersonating calls), shown while impersonating.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const impersonation = useSession((s) => s.impersonation);
  const [stopping, setStopping] = useState(false);
  if (!impersonation) return null;

  const stop = async () => {
    setStopping(true);
    await switchSession(async () => {
      const back = await stopImpersonation();
      await syncLanguageFromStorage();
      return back ?? '/';
    });
  };

  return (
    <Group
      role="region"
      aria-label={t('impersonation.label')}
      justify="center"
      gap="sm"
      px="md"
      py={6}
      bg="yellow.1"
    >
      <Stack gap={0}>
        <Text size="sm" fw={600} c="dark.8">
          {t('impersonation.viewingAs', { name: impersonation.name })}
        </Text>
        <Text size="xs" c="dark.8">
          {t('impersonation.offWhileViewing')}
        </Text>
      </Stack>
      <Button size="compact-sm" color="dark" onClick={() => void stop()} loading={stopping}>
        {t('impersonation.stop')}
      </Button>
    </Group>
  );
}
