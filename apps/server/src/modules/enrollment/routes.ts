import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import {
  demoChange,
  demoChangeList,
  demoChangeReview,
  enrollmentApprove,
  enrollmentCreate,
  enrollmentGet,
  enrollmentGetForm,
  enrollmentList,
  enrollmentReject,
} from '@bp/contract/api/enrollments';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { approve, reject } from './processing.js';
import { enrollmentFileName } from './form-pdf.js';
import { listDemoChanges, reviewDemoChange, submitDemoChange } from './demo-change.js';

/** Enrollments (search, details, form PDF, new enrollment, staff approval) and demographic changes. */
export function registerEnrollmentRoutes(app: FastifyInstance): void {
  bindEndpoint(app, enrollmentGet, (ctx) => service.get(ctx, ctx.query.enrollmentId));
  bindEndpoint(app, enrollmentGetForm, async (ctx) => {
    const x = await service.load(ctx, ctx.query.enrollmentId);
    const data = await app.pdf.render({
      kind: 'enrollment',
      brand: brandForHost(ctx.req.hostname).id,
      language: ctx.language,
      enrollment: service.toEnrollment(ctx.caller, x),
    });
    return { data, filename: enrollmentFileName(ctx.query.enrollmentId) };
  });
  bindEndpoint(app, enrollmentList, (ctx) => service.list(ctx, ctx.body));
  bindEndpoint(app, enrollmentCreate, (ctx) =>
    service.create(
      {
        ...ctx,
        brand: brandForHost(ctx.req.hostname),
        ssnKey: ctx.req.server.appConfig.ssnKey,
      },
      ctx.body,
    ),
  );
  bindEndpoint(app, enrollmentApprove, (ctx) =>
    approve({ ...ctx, ssnKey: ctx.req.server.appConfig.ssnKey }, ctx.body.enrollmentId),
  );
  bindEndpoint(app, enrollmentReject, (ctx) => reject(ctx, ctx.body.enrollmentId, ctx.body.reason));
  bindEndpoint(app, demoChange, (ctx) => submitDemoChange(ctx, ctx.body));
  bindEndpoint(app, demoChangeList, (ctx) => listDemoChanges(ctx, ctx.body));
  bindEndpoint(app, demoChangeReview, (ctx) => reviewDemoChange(ctx, ctx.body));
}
