import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import {
  terminationCreate,
  terminationDecide,
  terminationList,
} from '@bp/contract/api/enrollments';
import { bindEndpoint } from '../../http/bind.js';
import {
  APPLY_JOB,
  createTermination,
  decideTermination,
  listTerminations,
  runApplyJob,
  scheduleRunNow,
} from './service.js';

/**
 * Termination requests (Terminations/Create), staff decisions (List, Decide) and the daily job that
 * applies approved terminations on their date (issue 29).
 */
export function registerTerminationRoutes(app: FastifyInstance): void {
  const deps = () => ({ mailer: app.mailer, publicUrl: app.appConfig.publicUrl });
  app.jobs.register(APPLY_JOB, (ctx) => runApplyJob(ctx, deps()));
  // With background workers (not in API tests, which run jobs themselves): a run at start, which
  // queues the next day's, and so on every day.
  app.addHook('onReady', async () => {
    if (app.appConfig.jobs.concurrency <= 0) return;
    try {
      await scheduleRunNow(app.database.db);
    } catch (err) {
      app.log.error(
        { err: (err as Error).message },
        'terminations: scheduling the daily job failed',
      );
    }
  });

  bindEndpoint(app, terminationCreate, (ctx) =>
    createTermination({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
  bindEndpoint(app, terminationList, (ctx) => listTerminations(ctx, ctx.query));
  bindEndpoint(app, terminationDecide, (ctx) => decideTermination({ ...ctx, ...deps() }, ctx.body));
}
