import type { FastifyInstance } from 'fastify';
import {
  memberIdentifierAdmin,
  memberProfileAdmin,
  memberProfileGet,
  memberQuickView,
  memberSearch,
  memberService,
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
import { bindEndpoint } from '../../http/bind.js';
import type { Caller, SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import { grants, updateGrants } from './grants.js';
import * as admin from './admin.js';
import { eligibilityCheck, quickView } from './eligibility.js';

/** Member profile, household and policies of the signed-in member. */
export function registerMemberRoutes(app: FastifyInstance): void {
  bindEndpoint(app, memberProfileGet, ({ caller, db, req }) =>
    service.profile({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, memberSearch, ({ caller, db, req, body }) =>
    admin.search(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      body,
      req.server.appConfig.ssnKey,
    ),
  );
  bindEndpoint(app, memberProfileAdmin, ({ caller, db, req, query }) =>
    admin.profileAdmin(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      query.memberId,
      query.birthdate,
    ),
  );
  // The anonymous eligibility check and quick view (issue 8): identifiers instead of a sign-in.
  bindEndpoint(app, memberQuickView, ({ caller, db, req, body }) =>
    quickView({ db, caller: caller as Caller, requestId: req.id, ip: req.ip }, body),
  );
  bindEndpoint(app, memberService, ({ caller, db, req, body }) =>
    eligibilityCheck({ db, caller: caller as Caller, requestId: req.id, ip: req.ip }, body),
  );
  bindEndpoint(app, dependentsList, ({ caller, db, req }) =>
    service.ownDependents({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, loggedDependent, ({ caller, db, req }) =>
    service.loggedDependent({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, memberDependents, ({ caller, db, req, query }) =>
    service.memberDependents(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      query.memberId,
    ),
  );
  bindEndpoint(app, policiesByUser, ({ caller, db, req }) =>
    service.policiesByUser({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, setActivePolicy, async ({ caller, db, req, body }) => {
    await service.setActivePolicy(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      body,
    );
    return { success: true };
  });
  bindEndpoint(app, dependentsPermissions, ({ caller, db, req }) =>
    grants({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, memberIdentifierAdmin, ({ caller, db, req, query }) =>
    admin.identifierAdmin(
      { db, caller: caller as SignedInCaller, requestId: req.id },
      query.memberId,
    ),
  );
  bindEndpoint(app, dependentsPermissionsUpdate, async ({ caller, db, req, body }) => {
    await updateGrants({ db, caller: caller as SignedInCaller, requestId: req.id }, body.grants);
    return { success: true };
  });
}
