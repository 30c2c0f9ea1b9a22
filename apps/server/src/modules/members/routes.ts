import type { FastifyInstance } from 'fastify';
import {
  memberIdentifierAdmin,
  memberProfileAdmin,
  memberProfileGet,
  memberQuickView,
  memberSearch,
  memberService,
  memberSyncPolicy,
} from '@bp/contract/api/members';
import {
  dependentsList,
  dependentsPermissions,
  dependentsPermissionsUpdate,
  loggedDependent,
  policiesByUser,
  setActivePolicy,
} from '@bp/contract/api/household';
import { memberDependents } from '@bp/contract/api/account-settings';
import {
  confidentialContactDelete,
  confidentialContactGet,
  confidentialContactSet,
} from '@bp/contract/api/confidential-contact';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { grants, updateGrants } from './grants.js';
import * as admin from './admin.js';
import { eligibilityCheck, quickView } from './eligibility.js';
import * as confidential from './confidential.js';
import { syncMemberPolicy } from './policy-sync.js';

/** Member profile, household and policies of the signed-in member. */
export function registerMemberRoutes(app: FastifyInstance): void {
  bindEndpoint(app, memberProfileGet, (ctx) => service.profile(ctx));
  bindEndpoint(app, memberSearch, (ctx) =>
    admin.search(ctx, ctx.body, ctx.req.server.appConfig.ssnKey),
  );
  bindEndpoint(app, memberProfileAdmin, (ctx) =>
    admin.profileAdmin(ctx, ctx.query.memberId, ctx.query.birthdate),
  );
  // The anonymous eligibility check and quick view (issue 8): identifiers instead of a sign-in.
  bindEndpoint(app, memberQuickView, (ctx) => quickView({ ...ctx, ip: ctx.req.ip }, ctx.body));
  bindEndpoint(app, memberService, (ctx) => eligibilityCheck({ ...ctx, ip: ctx.req.ip }, ctx.body));
  bindEndpoint(app, memberSyncPolicy, async (ctx) => {
    await syncMemberPolicy(ctx, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, dependentsList, (ctx) => service.ownDependents(ctx));
  bindEndpoint(app, loggedDependent, (ctx) => service.loggedDependent(ctx));
  bindEndpoint(app, memberDependents, (ctx) => service.memberDependents(ctx, ctx.query.memberId));
  bindEndpoint(app, policiesByUser, (ctx) => service.policiesByUser(ctx));
  bindEndpoint(app, setActivePolicy, async (ctx) => {
    await service.setActivePolicy(ctx, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, dependentsPermissions, (ctx) => grants(ctx));
  bindEndpoint(app, memberIdentifierAdmin, (ctx) => admin.identifierAdmin(ctx, ctx.query.memberId));
  bindEndpoint(app, dependentsPermissionsUpdate, async (ctx) => {
    await updateGrants(ctx, ctx.body.grants);
    return { success: true };
  });
  bindEndpoint(app, confidentialContactGet, (ctx) =>
    confidential.confidentialContact(ctx, ctx.query.memberId),
  );
  bindEndpoint(app, confidentialContactSet, async (ctx) => {
    await confidential.setConfidentialContact(ctx, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, confidentialContactDelete, async (ctx) => {
    await confidential.removeConfidentialContact(ctx);
    return { success: true };
  });
}
