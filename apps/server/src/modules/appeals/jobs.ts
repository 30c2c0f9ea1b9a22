import type { FastifyInstance } from 'fastify';
import { runDeadlineJob, scheduleDeadlineRunNow } from './deadlines.js';
import { APPEAL_DEADLINE_JOB, APPEAL_LETTER_JOB } from './job-kinds.js';
import { runLetterJob } from './letter.js';

/**
 * The appeals module's background jobs (issue 31): the decision letter (`APPEAL_LETTER_JOB`, queued by the
 * decision) and the daily deadline sweep (`APPEAL_DEADLINE_JOB`). With background workers (not in API tests,
 * which run jobs themselves), a deadline run is queued at start; each run queues the next day's.
 */
export function registerAppealJobs(app: FastifyInstance): void {
  const mail = () => ({ mailer: app.mailer, publicUrl: app.appConfig.publicUrl });
  app.jobs.register(APPEAL_LETTER_JOB, (ctx) => runLetterJob(ctx, { ...mail(), pdf: app.pdf }));
  app.jobs.register(APPEAL_DEADLINE_JOB, (ctx) => runDeadlineJob(ctx, mail()));
  app.addHook('onReady', async () => {
    if (app.appConfig.jobs.concurrency <= 0) return;
    try {
      await scheduleDeadlineRunNow(app.database.db);
    } catch (err) {
      app.log.error(
        { err: (err as Error).message },
        'appeals: scheduling the daily deadline job failed',
      );
    }
  });
}
