import type { FastifyInstance } from 'fastify';
import {
  accumulatorBucketsAdmin,
  accumulatorBucketsGet,
  accumulatorYears,
  benefitsSummary,
  coverageDetailsAdmin,
  coverageDetailsGet,
  planBenefitsAdmin,
  planBenefitsGet,
  procedureAdvanced,
  procedureGet,
  procedureSearch,
} from '@bp/contract/api/coverage';
import { bindEndpoint } from '../../http/bind.js';
import * as plans from './plans-service.js';
import * as procedures from './procedures-service.js';
import * as service from './service.js';

/** Accumulators, coverage details, plan benefits and procedure coverage (My Plans). */
export function registerCoverageRoutes(app: FastifyInstance): void {
  bindEndpoint(app, accumulatorBucketsGet, (ctx) =>
    service.buckets(ctx, ctx.query.memberId, ctx.query.year),
  );
  bindEndpoint(app, accumulatorYears, (ctx) => service.accumulatorYears(ctx, ctx.query.memberId));
  bindEndpoint(app, coverageDetailsGet, (ctx) => plans.details(ctx, ctx.query.planYear));
  bindEndpoint(app, planBenefitsGet, (ctx) =>
    plans.planBenefits(ctx, ctx.query.memberId, ctx.query.planYear),
  );
  // The spec's name of the same call (docs/decisions.md, "ClaimsBenefits/benefits").
  bindEndpoint(app, benefitsSummary, (ctx) =>
    plans.planBenefits(ctx, ctx.query.memberId, ctx.query.planYear),
  );
  bindEndpoint(app, coverageDetailsAdmin, (ctx) =>
    plans.detailsAdmin(ctx, ctx.query.memberId, ctx.query.planYear),
  );
  bindEndpoint(app, planBenefitsAdmin, (ctx) =>
    plans.planBenefits(ctx, ctx.query.memberId, ctx.query.planYear),
  );
  bindEndpoint(app, accumulatorBucketsAdmin, (ctx) =>
    service.buckets(ctx, ctx.query.memberId, ctx.query.year),
  );
  bindEndpoint(app, procedureSearch, (ctx) => procedures.search(ctx, ctx.body));
  bindEndpoint(app, procedureGet, (ctx) =>
    procedures.procedure(ctx, ctx.query.procedureCode, ctx.query.groupNumber),
  );
  bindEndpoint(app, procedureAdvanced, (ctx) => procedures.procedureAdvanced(ctx, ctx.query));
}
