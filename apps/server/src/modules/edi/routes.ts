import type { FastifyInstance } from 'fastify';
import {
  enrollmentExport834,
  enrollmentImport834,
  enrollmentImport834Status,
} from '@bp/contract/api/edi';
import { bindEndpoint } from '../../http/bind.js';
import {
  EDI_IMPORT_JOB,
  export834,
  import834,
  importFailed,
  importStatus,
  runImport,
} from './service.js';

/** EDI 834 import (a job: validate, apply; its status) and export of a group's enrollment. */
export function registerEdiRoutes(app: FastifyInstance): void {
  const ssnKey = app.appConfig.ssnKey;
  app.jobs.register(EDI_IMPORT_JOB, (ctx) => runImport(ssnKey, ctx), importFailed);
  bindEndpoint(app, enrollmentImport834, async (ctx) => {
    const out = await import834(ctx, ctx.body, ctx.files);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, enrollmentImport834Status, (ctx) => importStatus(ctx, ctx.query.jobId));
  bindEndpoint(app, enrollmentExport834, (ctx) => export834(ctx, ctx.query.groupNumber));
}
