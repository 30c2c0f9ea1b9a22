import type { FastifyInstance } from 'fastify';
import { PgBlobStore } from './blob-store.js';

/** Writes still unfinished this long after they started were abandoned (their process died). */
export const ABANDONED_WRITE_MS = 24 * 60 * 60 * 1000;

/**
 * The shared blob store on the app (`app.blobs`, docs/decisions.md "Storage"): every instance over the same
 * database reads every generated file. On start the rows of writes abandoned by a dead process are removed.
 */
export function registerStorage(app: FastifyInstance): void {
  const store = new PgBlobStore(app.database.db, { engine: app.database.engine });
  app.decorate('blobs', store);
  app.addHook('onReady', async () => {
    const swept = await store.sweep(ABANDONED_WRITE_MS).catch((err: Error) => {
      app.log.error({ err }, 'abandoned file writes were not swept');
      return 0;
    });
    if (swept > 0) app.log.info({ swept }, 'abandoned file writes removed from the shared store');
  });
}
