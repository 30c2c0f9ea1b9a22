import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routePath } from '@bp/contract/routes';
import { startImpersonation, switchSession } from '../../features/auth/impersonation';
import { notify } from '../../ui/notify';

/**
 * "Impersonate {name}": signs in as the member's portal account (by member id) or an account (by user
 * id, spec §4) and opens that portal's dashboard; a refusal (no account, inactive, not allowed) shows the spec's failure message.
 */
export function ImpersonateButton({
  target,
  name,
  landing = routePath('member.dashboard'),
}: {
  /** The member (by member id) or the account (by user id) to view the portal as. */
  target: { memberId: string } | { userId: number };
  name: string;
  /** The page the impersonated portal opens at. */
  landing?: string;
}) {
  const { t } = useTranslation('admin-profile');
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const ok = await switchSession(async () =>
      (await startImpersonation({ ...target, name }, location.pathname)) ? landing : null,
    );
    if (!ok) {
      setBusy(false);
      notify({ translationKey: 'impersonationFailed', type: 'error' });
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={busy}
      onClick={() => void start()}
      aria-label={t('impersonate.buttonOf', { name })}
    >
      {t('impersonate.button')}
    </Button>
  );
}
