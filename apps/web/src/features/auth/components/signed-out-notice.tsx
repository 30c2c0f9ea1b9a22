import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  SIGNED_OUT_INACTIVITY,
  SIGNED_OUT_MINUTES_PARAM,
  SIGNED_OUT_PARAM,
} from '../../../lib/signed-out-path';

/** "You were signed out after N minutes of inactivity", on the sign-in page after an automatic sign-out. */
export function SignedOutNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  if (params.get(SIGNED_OUT_PARAM) !== SIGNED_OUT_INACTIVITY) return null;
  const minutes = Number(params.get(SIGNED_OUT_MINUTES_PARAM));
  return (
    <Alert color="yellow" variant="light" role="status" mb="md" data-testid="signed-out-notice">
      {t('login.signedOutInactivity', {
        minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 15,
      })}
    </Alert>
  );
}
