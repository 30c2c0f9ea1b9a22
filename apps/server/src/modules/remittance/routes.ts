import type { FastifyInstance } from 'fastify';
import { remittanceDownload, remittanceFiles } from '@bp/contract/api/checkrun';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** 835 remittance files (issue 32): the job that writes them, the list and the download. */
export function registerRemittanceRoutes(app: FastifyInstance): void {
  const { blobs } = app;
  app.jobs.register(service.REMITTANCE_JOB, (ctx) => service.runRemittanceJob(blobs, ctx));
  // Published runs without their 835 files (published before this feature): queued once at start.
  // A failure is logged, never fatal: the next start queues them again.
  app.addHook('onReady', async () => {
    await service
      .enqueueMissing(app.database.db)
      .then((n) => {
        if (n) app.log.info({ runs: n }, '835 remittance files queued for published check runs');
      })
      .catch((err: Error) => app.log.error({ err }, '835 remittance back-fill was not queued'));
  });
  bindEndpoint(app, remittanceFiles, (ctx) => service.list({ ...ctx, blobs }, ctx.query));
  bindEndpoint(app, remittanceDownload, (ctx) =>
    service.download({ ...ctx, blobs }, ctx.params.fileId),
  );
}
