import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Guard step 5 (spec §4): leaving a dirty form asks "Are you sure? You have unsaved changes."
 * with Continue / Cancel. Also warns on tab close or reload.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      content={t('unsaved.content')}
      okLabel={t('unsaved.continue')}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
