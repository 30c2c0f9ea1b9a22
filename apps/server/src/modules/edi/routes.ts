import type { FastifyInstance } from 'fastify';
import { enrollmentExport834, enrollmentImport834 } from '@bp/contract/api/edi';
import { bindEndpoint } from '../../http/bind.js';
import { export834, import834 } from './service.js';

/** EDI 834 import (validate, apply) and export of a group's enrollment. */
export function registerEdiRoutes(app: FastifyInstance): void {
  bindEndpoint(app, enrollmentImport834, (ctx) =>
    import834({ ...ctx, ssnKey: ctx.req.server.appConfig.ssnKey }, ctx.body, ctx.files),
  );
  bindEndpoint(app, enrollmentExport834, (ctx) => export834(ctx, ctx.query.groupNumber));
}
