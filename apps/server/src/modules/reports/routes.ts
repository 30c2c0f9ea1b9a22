import type { FastifyInstance } from 'fastify';
import {
  reportDeleteMultiple,
  reportDownload,
  reportRequest,
  reportSearch,
} from '@bp/contract/api/finance';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Reports: request (a background job generates the file), search, download, delete many. */
export function registerReportRoutes(app: FastifyInstance): void {
  const { blobs } = app;
  app.jobs.register(service.REPORT_JOB, (ctx) => service.generate(blobs, ctx), service.markFailed);
  // Files written under DATA_DIR before the shared store (docs/decisions.md, "Storage").
  // A failure is logged, never fatal: the files stay on disk and the next start copies them.
  app.addHook('onReady', async () => {
    await service
      .importLocalReportFiles(app.database.db, blobs, app.appConfig.dataDir, app.log)
      .catch((err: Error) => app.log.error({ err }, 'report files were not copied into the store'));
  });
  bindEndpoint(app, reportSearch, (ctx) => service.search({ ...ctx, blobs }, ctx.body));
  bindEndpoint(app, reportRequest, async (ctx) => {
    const out = await service.request({ ...ctx, blobs }, ctx.body);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, reportDownload, (ctx) =>
    service.download({ ...ctx, blobs }, ctx.body.reportIds),
  );
  bindEndpoint(app, reportDeleteMultiple, async (ctx) => {
    await service.deleteMany({ ...ctx, blobs }, ctx.body.reportIds);
    return { success: true };
  });
}
