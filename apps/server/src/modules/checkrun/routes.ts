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
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import { audit } from '../../audit.js';
import { recipientLanguage } from '../documents/eob.js';
import * as service from './service.js';
import { markRunFailed, runCheckRunJob } from './job.js';
import { summaryPdf, summaryWorkbook } from './documents.js';

/** Check runs (finance/checkrun, group-finance): the 18 checkrun calls, and the check-run job. */
export function registerCheckRunRoutes(app: FastifyInstance): void {
  app.jobs.register(service.CHECK_RUN_JOB, (ctx) => runCheckRunJob(ctx), markRunFailed);
  const ctx = (caller: unknown, db: Db, reqId: string): service.Ctx => ({
    db,
    caller: caller as SignedInCaller,
    requestId: reqId,
  });
  bindEndpoint(app, checkRunSearch, ({ caller, db, req, body }) =>
    service.searchLog(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunPublished, ({ caller, db, req, body }) =>
    service.searchLog(ctx(caller, db, req.id), body, true),
  );
  bindEndpoint(app, checkRunTemplates, ({ caller, db, req, query }) =>
    service.templates(ctx(caller, db, req.id), query.groupNumber),
  );
  bindEndpoint(app, checkRunPaymentTypes, () => service.paymentTypes());
  bindEndpoint(app, checkRunInitiateFilter, ({ caller, db, req, body }) =>
    service.initiateFilter(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunInitiate, async ({ caller, db, req, body }) => {
    const out = await service.initiate(ctx(caller, db, req.id), body);
    app.jobs.nudge();
    return out;
  });
  bindEndpoint(app, checkRunStatusGet, ({ caller, db, req, query }) =>
    service.status(ctx(caller, db, req.id), query.jobId),
  );
  bindEndpoint(app, checkRunSetLogStatus, ({ caller, db, req, body }) =>
    service.setLogStatus(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunIgnoreCheck, ({ caller, db, req, body }) =>
    service.ignoreCheck(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunUpdateSummary, ({ caller, db, req, body }) =>
    service.updateSummary(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunUpdateMetadata, ({ caller, db, req, body }) =>
    service.updateMetadata(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunPublish, ({ caller, db, req, query }) =>
    service.publish(ctx(caller, db, req.id), query),
  );
  bindEndpoint(app, checkRunChecks, ({ caller, db, req, body }) =>
    service.checks(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunAddPayment, ({ caller, db, req, body }) =>
    service.addPayment(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunUpdatePayment, ({ caller, db, req, body }) =>
    service.updatePayment(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, checkRunSummaryLog, ({ caller, db, req, body }) =>
    service.summaryLog(ctx(caller, db, req.id), body),
  );
  const doc = async (c: service.Ctx, key: Parameters<typeof service.summary>[1]) => {
    const { run, body } = await service.summary(c, key);
    await audit(
      c.db,
      { caller: c.caller, ...(c.requestId ? { requestId: c.requestId } : {}) },
      { action: 'read', entity: 'checkrun.summary.file', entityId: run.id },
    );
    return {
      run,
      status: service.statusOf(run),
      totals: run.totals,
      payments: body.payments,
      balanceCents: body.balanceCents,
    };
  };
  bindEndpoint(app, checkRunSummaryLogPdf, async ({ caller, db, req, body }) => {
    const c = ctx(caller, db, req.id);
    return summaryPdf(await doc(c, body), recipientLanguage(c.caller));
  });
  bindEndpoint(app, checkRunSummaryLogExcel, async ({ caller, db, req, body }) => {
    const c = ctx(caller, db, req.id);
    const d = await doc(c, body);
    return summaryWorkbook(db, d, recipientLanguage(c.caller), {
      memberPayees: service.memberPayees(c.caller),
      memberNames: service.mayReadPayees(c.caller, d.run),
    });
  });
}
