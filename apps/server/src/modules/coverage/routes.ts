import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accumulatorBucketsAdmin,
  accumulatorBucketsGet,
  accumulatorYears,
  coverageDetailsAdmin,
  coverageDetailsGet,
  planBenefitsAdmin,
  planBenefitsGet,
  procedureAdvanced,
  procedureGet,
  procedureSearch,
} from '@bp/contract/api/coverage';
import type { Db } from '../../db/client.js';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as plans from './plans-service.js';
import * as procedures from './procedures-service.js';
import * as service from './service.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest): service.Ctx => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
});

/** Accumulators, coverage details, plan benefits and procedure coverage (My Plans). */
export function registerCoverageRoutes(app: FastifyInstance): void {
  bindEndpoint(app, accumulatorBucketsGet, ({ caller, db, req, query }) =>
    service.buckets(ctx(db, caller, req), query.memberId, query.year),
  );
  bindEndpoint(app, accumulatorYears, ({ caller, db, req, query }) =>
    service.accumulatorYears(ctx(db, caller, req), query.memberId),
  );
  bindEndpoint(app, coverageDetailsGet, ({ caller, db, req, query }) =>
    plans.details(ctx(db, caller, req), query.planYear),
  );
  bindEndpoint(app, planBenefitsGet, ({ caller, db, req, query }) =>
    plans.planBenefits(ctx(db, caller, req), query.memberId, query.planYear),
  );
  bindEndpoint(app, coverageDetailsAdmin, ({ caller, db, req, query }) =>
    plans.detailsAdmin(ctx(db, caller, req), query.memberId, query.planYear),
  );
  bindEndpoint(app, planBenefitsAdmin, ({ caller, db, req, query }) =>
    plans.planBenefits(ctx(db, caller, req), query.memberId, query.planYear),
  );
  bindEndpoint(app, accumulatorBucketsAdmin, ({ caller, db, req, query }) =>
    service.buckets(ctx(db, caller, req), query.memberId, query.year),
  );
  bindEndpoint(app, procedureSearch, ({ caller, db, req, body }) =>
    procedures.search(ctx(db, caller, req), body),
  );
  bindEndpoint(app, procedureGet, ({ caller, db, req, query }) =>
    procedures.procedure(ctx(db, caller, req), query.procedureCode, query.groupNumber),
  );
  bindEndpoint(app, procedureAdvanced, ({ caller, db, req, query }) =>
    procedures.procedureAdvanced(ctx(db, caller, req), query),
  );
}
