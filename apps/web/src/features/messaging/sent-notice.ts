import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { notify } from '../../ui/notify';
import { uploadProblemOf } from '../../lib/attachment-rules';

/**
 * The notice after a message went out: `sentText`, or — when its files could not be uploaded — that it was
 * sent without them, and why.
 */
export function notifySent(uploadError: unknown, sentText: string, t: TFunction): void {
  if (!uploadError) {
    notify({ type: 'success', text: sentText });
    return;
  }
  const key =
    uploadError instanceof ApiError
      ? (uploadProblemOf(uploadError.body.fields) ?? 'genericFailureMessage')
      : 'genericFailureMessage';
  const reason = t(`messages:${key}`, { defaultValue: t('messages:invalidValue') });
  notify({ type: 'error', text: t('messaging:compose.sentWithoutFiles', { reason }) });
}
