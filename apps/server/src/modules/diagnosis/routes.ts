import type { FastifyInstance } from 'fastify';
import { diagnosisCodeApplies, diagnosisCodeSearch } from '@bp/contract/api/household';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Reference diagnosis codes (ICD-10-CM) for pre-certification forms. */
export function registerDiagnosisRoutes(app: FastifyInstance): void {
  bindEndpoint(app, diagnosisCodeSearch, ({ caller, db, query }) =>
    service.searchDiagnosisCodes(db, caller as SignedInCaller, query),
  );
  bindEndpoint(app, diagnosisCodeApplies, ({ caller, db, query }) =>
    service.diagnosisCodeApplies(db, caller as SignedInCaller, query.code),
  );
}
