import type { FastifyInstance } from 'fastify';
import {
  auditSearch,
  auditSearchCsv,
  myDisclosures,
  recordDisclosure,
} from '@bp/contract/api/compliance';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Compliance: the audit trail search and export, recorded disclosures, the member's accounting. */
export function registerComplianceRoutes(app: FastifyInstance): void {
  bindEndpoint(app, auditSearch, (ctx) => service.searchAudit(ctx, ctx.body));
  bindEndpoint(app, auditSearchCsv, (ctx) => service.exportAudit(ctx, ctx.body));
  bindEndpoint(app, recordDisclosure, (ctx) => service.recordDisclosure(ctx, ctx.body));
  bindEndpoint(app, myDisclosures, (ctx) => service.myDisclosures(ctx, ctx.query));
}
