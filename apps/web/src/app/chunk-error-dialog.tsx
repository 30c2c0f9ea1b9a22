import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '../lib/external-store';
import { useT } from '../i18n';
import { afterStart } from '../lib/after-start';
import { chunkFailureStore } from './chunk-load';

// Mantine's Modal (focus trap, portal, scroll lock, transitions) stays out of the first load. The
// root layout renders this dialog closed at the user's first action or shortly after the page has
// loaded (lib/after-start.ts), so its chunk is fetched early, long before a later release could make
// page chunks fail to download: a navigation needs an action, or comes after a session's minutes.
const ConfirmDialog = lazy(() =>
  Promise.all([import('../ui/confirm-dialog'), import('../ui/styles/mantine-components')]).then(
    ([m]) => ({ default: m.ConfirmDialog }),
  ),
);

/** Offers a reload when a page's code could not be downloaded (usually a new release). */
export function ChunkErrorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        opened={opened}
        title={t('shell:chunkError.title')}
        content={t('shell:chunkError.content')}
        okLabel={t('shell:chunkError.reload')}
        withCloseButton
        onConfirm={() => window.location.reload()}
        onCancel={onClose}
      />
    </Suspense>
  );
}

/** The dialog driven by preload errors reported outside route loading. */
export function GlobalChunkErrorDialog() {
  const opened = useStore(chunkFailureStore, (v) => v);
  const [ready, setReady] = useState(false);
  useEffect(() => afterStart(() => setReady(true)), []);
  if (!ready && !opened) return null;
  return <ChunkErrorDialog opened={opened} onClose={() => chunkFailureStore.set(false)} />;
}
