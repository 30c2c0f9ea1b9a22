import type { FastifyInstance } from 'fastify';
import {
  reportDeleteMultiple,
  reportDownload,
  reportRequest,
  reportSearch,
} from '@bp/contract/api/finance';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import * as service from './service.js';

/** Reports: request (a background job generates the file), search, download, delete many. */
export function registerReportRoutes(app: FastifyInstance): void {
  const dataDir = app.appConfig.dataDir;
  app.jobs.register(
    service.REPORT_JOB,
    (ctx) => service.generate(dataDir, ctx),
    service.markFailed,
  );
  const ctx = (caller: unknown, db: unknown, reqId: string) => ({
    db: db as Db,
    caller: caller as SignedInCaller,
    requestId: reqId,
    dataDir,
  });
  bindEndpoint(app, reportSearch, ({ caller, db, req, body }) =>
    service.search(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, reportRequest, async ({ caller, db, req, body }) => {
    const out = await service.request(
      { ...ctx(caller, db, req.id), language: (caller as SignedInCaller).language },
      body,
    );
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, reportDownload, ({ caller, db, req, body }) =>
    service.download(ctx(caller, db, req.id), body.reportIds),
  );
  bindEndpoint(app, reportDeleteMultiple, async ({ caller, db, req, body }) => {
    await service.deleteMany(ctx(caller, db, req.id), body.reportIds);
    return { success: true };
  });
}
