import type { FastifyInstance } from 'fastify';
import {
  claimDetailsAdmin,
  anonClaimsSearch,
  claimDetailsAnon,
  claimDetailsGet,
  claimSearchOptions,
  claimYears,
  exportClaims,
  exportClaimsAdmin,
  placeOfServiceCodes,
  planYears,
  recentClaimsPaginated,
  recentClaimsPaginatedAdmin,
} from '@bp/contract/api/claims';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import * as options from './options.js';
import { claimDetails, claimDetailsAdmin as adminDetails } from './details.js';
import { adminClaims } from './admin-list.js';
import { exportClaimsAdminCsv, exportClaimsCsv } from './export.js';
import * as anon from './anon.js';

/** The member's claims (list, details, CSV export), the year lists and the claim screens' option lists. */
export function registerClaimRoutes(app: FastifyInstance): void {
  bindEndpoint(app, recentClaimsPaginated, (ctx) => service.recentClaims(ctx, ctx.body));
  bindEndpoint(app, claimDetailsGet, (ctx) => claimDetails(ctx, ctx.query));
  bindEndpoint(app, recentClaimsPaginatedAdmin, (ctx) => adminClaims(ctx, ctx.body));
  bindEndpoint(app, claimDetailsAdmin, (ctx) => adminDetails(ctx, ctx.body));
  bindEndpoint(app, anonClaimsSearch, (ctx) =>
    anon.anonClaimsSearch({ ...ctx, ip: ctx.req.ip }, ctx.body),
  );
  bindEndpoint(app, claimDetailsAnon, (ctx) =>
    anon.anonClaimDetails({ ...ctx, ip: ctx.req.ip }, ctx.body),
  );
  bindEndpoint(app, exportClaims, (ctx) => exportClaimsCsv(ctx, ctx.body));
  bindEndpoint(app, exportClaimsAdmin, (ctx) => exportClaimsAdminCsv(ctx, ctx.body));
  bindEndpoint(app, claimYears, (ctx) => service.claimYears(ctx, ctx.query.memberId));
  bindEndpoint(app, planYears, (ctx) => service.planYears(ctx, ctx.query.memberId));
  // Reference lists in the language asked for, else the session's (an anonymous session's is English).
  bindEndpoint(app, claimSearchOptions, (ctx) =>
    options.searchOptions(ctx.db, options.textLanguage(ctx.query.language, ctx.caller)),
  );
  bindEndpoint(app, placeOfServiceCodes, (ctx) =>
    options.placeOfServiceCodes(ctx.db, options.textLanguage(ctx.query.language, ctx.caller)),
  );
}
