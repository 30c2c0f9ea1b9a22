import type { FastifyInstance } from 'fastify';
import {
  anonClaimsSearch,
  claimDetailsAnon,
  claimDetailsGet,
  claimSearchOptions,
  claimYears,
  exportClaims,
  placeOfServiceCodes,
  planYears,
  recentClaimsPaginated,
} from '@bp/contract/api/claims';
import { bindEndpoint } from '../../http/bind.js';
import type { Caller, SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import * as options from './options.js';
import { claimDetails } from './details.js';
import { exportClaimsCsv } from './export.js';
import * as anon from './anon.js';

/** The member's claims (list, details, CSV export), the year lists and the claim screens' option lists. */
export function registerClaimRoutes(app: FastifyInstance): void {
  bindEndpoint(app, recentClaimsPaginated, ({ caller, db, req, body }) =>
    service.recentClaims({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, claimDetailsGet, ({ caller, db, req, query }) =>
    claimDetails({ db, caller: caller as SignedInCaller, requestId: req.id }, query),
  );
  bindEndpoint(app, anonClaimsSearch, ({ caller, db, req, body }) =>
    anon.anonClaimsSearch({ db, caller: caller as Caller, requestId: req.id, ip: req.ip }, body),
  );
  bindEndpoint(app, claimDetailsAnon, ({ caller, db, req, body }) =>
    anon.anonClaimDetails({ db, caller: caller as Caller, requestId: req.id, ip: req.ip }, body),
  );
  bindEndpoint(app, exportClaims, ({ caller, db, req, body }) =>
    exportClaimsCsv({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, claimYears, ({ caller, db, req, query }) =>
    service.claimYears({ db, caller: caller as SignedInCaller, requestId: req.id }, query.memberId),
  );
  bindEndpoint(app, planYears, ({ caller, db, req, query }) =>
    service.planYears({ db, caller: caller as SignedInCaller, requestId: req.id }, query.memberId),
  );
  bindEndpoint(app, claimSearchOptions, ({ caller, db, query }) =>
    options.searchOptions(db, options.textLanguage(query.language, caller)),
  );
  bindEndpoint(app, placeOfServiceCodes, ({ caller, db, query }) =>
    options.placeOfServiceCodes(db, options.textLanguage(query.language, caller)),
  );
}
