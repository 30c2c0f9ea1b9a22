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
  const dataDir = app.appConfig.dataDir;
  app.jobs.register(
    service.REPORT_JOB,
    (ctx) => service.generate(dataDir, ctx),
    service.markFailed,
  );
  bindEndpoint(app, reportSearch, (ctx) => service.search({ ...ctx, dataDir }, ctx.body));
  bindEndpoint(app, reportRequest, async (ctx) => {
    const out = await service.request({ ...ctx, dataDir }, ctx.body);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, reportDownload, (ctx) =>
    service.download({ ...ctx, dataDir }, ctx.body.reportIds),
  );
  bindEndpoint(app, reportDeleteMultiple, async (ctx) => {
    await service.deleteMany({ ...ctx, dataDir }, ctx.body.reportIds);
    return { success: true };
  });
}
