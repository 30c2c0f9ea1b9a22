import { useStore } from '../lib/external-store';
import { useT } from '../i18n';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { chunkFailureStore } from './chunk-load';

/** Offers a reload when a page's code could not be downloaded (usually a new release). */
export function ChunkErrorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('shell:chunkError.title')}
      content={t('shell:chunkError.content')}
      okLabel={t('shell:chunkError.reload')}
      withCloseButton
      onConfirm={() => window.location.reload()}
      onCancel={onClose}
    />
  );
}

/** The dialog driven by preload errors reported outside route loading. */
export function GlobalChunkErrorDialog() {
  const opened = useStore(chunkFailureStore, (v) => v);
  return <ChunkErrorDialog opened={opened} onClose={() => chunkFailureStore.set(false)} />;
}
