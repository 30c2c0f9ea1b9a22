import type { FastifyInstance } from 'fastify';
import {
  checkRunAddPayment,
  checkRunChecks,
  checkRunIgnoreCheck,
  checkRunInitiate,
  checkRunInitiateFilter,
  checkRunPaymentTypes,
  checkRunPublish,
  checkRunPublished,
  checkRunSearch,
  checkRunSetLogStatus,
  checkRunStatusGet,
  checkRunSummaryLog,
  checkRunSummaryLogExcel,
  checkRunSummaryLogPdf,
  checkRunTemplates,
  checkRunUpdateMetadata,
  checkRunUpdatePayment,
  checkRunUpdateSummary,
} from '@bp/contract/api/checkrun';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { markRunFailed, runCheckRunJob } from './job.js';
import { summaryPdf, summaryWorkbook } from './documents.js';

/** Check runs (finance/checkrun, group-finance): the 18 checkrun calls, and the check-run job. */
export function registerCheckRunRoutes(app: FastifyInstance): void {
  app.jobs.register(service.CHECK_RUN_JOB, (ctx) => runCheckRunJob(ctx), markRunFailed);
  bindEndpoint(app, checkRunSearch, (ctx) => service.searchLog(ctx, ctx.body));
  bindEndpoint(app, checkRunPublished, (ctx) => service.searchLog(ctx, ctx.body, true));
  bindEndpoint(app, checkRunTemplates, (ctx) => service.templates(ctx, ctx.query.groupNumber));
  bindEndpoint(app, checkRunPaymentTypes, () => service.paymentTypes());
  bindEndpoint(app, checkRunInitiateFilter, (ctx) => service.initiateFilter(ctx, ctx.body));
  bindEndpoint(app, checkRunInitiate, async (ctx) => {
    const out = await service.initiate(ctx, ctx.body);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, checkRunStatusGet, (ctx) => service.status(ctx, ctx.query.jobId));
  bindEndpoint(app, checkRunSetLogStatus, (ctx) => service.setLogStatus(ctx, ctx.body));
  bindEndpoint(app, checkRunIgnoreCheck, (ctx) => service.ignoreCheck(ctx, ctx.body));
  bindEndpoint(app, checkRunUpdateSummary, (ctx) => service.updateSummary(ctx, ctx.body));
  bindEndpoint(app, checkRunUpdateMetadata, (ctx) => service.updateMetadata(ctx, ctx.body));
  bindEndpoint(app, checkRunPublish, async (ctx) => {
    const out = await service.publish(ctx, ctx.query);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, checkRunChecks, (ctx) => service.checks(ctx, ctx.body));
  bindEndpoint(app, checkRunAddPayment, (ctx) => service.addPayment(ctx, ctx.body));
  bindEndpoint(app, checkRunUpdatePayment, (ctx) => service.updatePayment(ctx, ctx.body));
  bindEndpoint(app, checkRunSummaryLog, (ctx) => service.summaryLog(ctx, ctx.body));
  const doc = async (c: service.Ctx, key: Parameters<typeof service.summary>[1]) => {
    const { run, body } = await service.summary(c, key);
    return {
      run,
      status: service.statusOf(run),
      totals: run.totals,
      payments: body.payments,
      balanceCents: body.balanceCents,
    };
  };
  bindEndpoint(app, checkRunSummaryLogPdf, async (ctx) =>
    summaryPdf(await doc(ctx, ctx.body), ctx.language),
  );
  bindEndpoint(app, checkRunSummaryLogExcel, async (ctx) => {
    const d = await doc(ctx, ctx.body);
    return summaryWorkbook(ctx.db, d, ctx.language, {
      memberPayees: service.memberPayees(ctx.caller),
      memberNames: service.mayReadPayees(ctx.caller, d.run),
    });
  });
}
