import type { FastifyInstance } from 'fastify';
import {
  appealAssign,
  appealAttachmentGet,
  appealDecide,
  appealFile,
  appealGet,
  appealLetter,
  appealList,
  appealQueue,
  appealRequestInfo,
  appealRespond,
  appealReviewers,
  appealTimeliness,
} from '@bp/contract/api/appeals';
import { bindEndpoint } from '../../http/bind.js';
import { APPEAL_REPROCESS_JOB } from './job-kinds.js';
import { registerAppealJobs } from './jobs.js';
import { runReprocess } from './reprocess.js';
import * as service from './service.js';

/**
 * Appeals (issue 31): filing and the claimant's reads and answers, the staff queue and decisions; the jobs:
 * reprocessing, the decision letter and the daily deadline sweep.
 */
export function registerAppealRoutes(app: FastifyInstance): void {
  app.jobs.register(APPEAL_REPROCESS_JOB, (ctx) => runReprocess(ctx));
  registerAppealJobs(app);
  const mail = () => ({ mailer: app.mailer, publicUrl: app.appConfig.publicUrl });

  bindEndpoint(app, appealFile, (ctx) => service.fileAppeal(ctx, ctx.body, ctx.files));
  bindEndpoint(app, appealList, (ctx) => service.list(ctx, ctx.body));
  bindEndpoint(app, appealGet, (ctx) => service.get(ctx, ctx.query.appealId));
  bindEndpoint(app, appealAttachmentGet, (ctx) => service.attachment(ctx, ctx.query));
  bindEndpoint(app, appealLetter, (ctx) => service.letter(ctx, ctx.query.appealId));
  bindEndpoint(app, appealRespond, (ctx) => service.respond(ctx, ctx.body, ctx.files));
  bindEndpoint(app, appealQueue, (ctx) => service.queue(ctx, ctx.body));
  bindEndpoint(app, appealReviewers, (ctx) => service.reviewers(ctx, ctx.query.appealId));
  bindEndpoint(app, appealAssign, (ctx) => service.assign(ctx, ctx.body));
  bindEndpoint(app, appealRequestInfo, (ctx) =>
    service.requestInfo({ ...ctx, ...mail() }, ctx.body),
  );
  bindEndpoint(app, appealDecide, (ctx) => service.decide(ctx, ctx.body));
  bindEndpoint(app, appealTimeliness, (ctx) => service.timeliness(ctx, ctx.query));
}
