import { lazy, Suspense } from 'react';
import { useStore } from '../lib/external-store';
import { useT } from '../i18n';
import { chunkFailureStore } from './chunk-load';

// Mantine's Modal (focus trap, portal, scroll lock, transitions) stays out of the entry chunk. The
// root layout renders this dialog closed from the first render, so its chunk is fetched at start-up,
// long before a later release could make page chunks fail to download.
const ConfirmDialog = lazy(() =>
  import('../ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
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
  return <ChunkErrorDialog opened={opened} onClose={() => chunkFailureStore.set(false)} />;
}
