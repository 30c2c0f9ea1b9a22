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
import type { SignedInCaller } from '../../http/caller.js';
import { recipientLanguage } from '../documents/eob.js';
import * as service from './service.js';
import { approve, reject } from './processing.js';
import { enrollmentFileName, renderEnrollmentPdf } from './form-pdf.js';
import { listDemoChanges, reviewDemoChange, submitDemoChange } from './demo-change.js';

/** Enrollments (search, details, form PDF, new enrollment, staff approval) and demographic changes. */
export function registerEnrollmentRoutes(app: FastifyInstance): void {
  const ctx = (
    caller: unknown,
    req: { id: string },
    db: Parameters<typeof service.get>[0]['db'],
  ) => ({
    db,
    caller: caller as SignedInCaller,
    requestId: req.id,
  });
  bindEndpoint(app, enrollmentGet, ({ db, caller, req, query }) =>
    service.get(ctx(caller, req, db), query.enrollmentId),
  );
  bindEndpoint(app, enrollmentGetForm, async ({ db, caller, req, query }) => {
    const c = ctx(caller, req, db);
    const x = await service.load(c, db, query.enrollmentId, 'enrollment.form');
    const data = await renderEnrollmentPdf(
      brandForHost(req.hostname),
      recipientLanguage(c.caller),
      service.toEnrollment(c.caller, x),
    );
    return { data, filename: enrollmentFileName(query.enrollmentId) };
  });
  bindEndpoint(app, enrollmentList, ({ db, caller, req, body }) =>
    service.list(ctx(caller, req, db), body),
  );
  bindEndpoint(app, enrollmentCreate, ({ db, caller, req, body }) =>
    service.create(
      {
        ...ctx(caller, req, db),
        brand: brandForHost(req.hostname),
        ssnKey: req.server.appConfig.ssnKey,
      },
      body,
    ),
  );
  bindEndpoint(app, enrollmentApprove, ({ db, caller, req, body }) =>
    approve({ ...ctx(caller, req, db), ssnKey: req.server.appConfig.ssnKey }, body.enrollmentId),
  );
  bindEndpoint(app, enrollmentReject, ({ db, caller, req, body }) =>
    reject(ctx(caller, req, db), body.enrollmentId, body.reason),
  );
  bindEndpoint(app, demoChange, ({ db, caller, req, body }) =>
    submitDemoChange(ctx(caller, req, db), body),
  );
  bindEndpoint(app, demoChangeList, ({ db, caller, req, body }) =>
    listDemoChanges(ctx(caller, req, db), body),
  );
  bindEndpoint(app, demoChangeReview, ({ db, caller, req, body }) =>
    reviewDemoChange(ctx(caller, req, db), body),
  );
}
