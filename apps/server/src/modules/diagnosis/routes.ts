import type { FastifyInstance } from 'fastify';
import { diagnosisCodeApplies, diagnosisCodeSearch } from '@bp/contract/api/household';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Reference diagnosis codes (ICD-10-CM) for pre-certification forms. */
export function registerDiagnosisRoutes(app: FastifyInstance): void {
  bindEndpoint(app, diagnosisCodeSearch, (ctx) => service.searchDiagnosisCodes(ctx, ctx.query));
  bindEndpoint(app, diagnosisCodeApplies, (ctx) =>
    service.diagnosisCodeApplies(ctx, ctx.query.code),
  );
}
