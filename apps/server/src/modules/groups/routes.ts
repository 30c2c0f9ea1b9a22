import type { FastifyInstance } from 'fastify';
import {
  groupEnrollmentCounts,
  groupFinancingGet,
  groupFinancingSave,
  groupGet,
  groupGetDetails,
  groupList,
  groupListNonPaginated,
  groupLogoDelete,
  groupLogoGet,
  groupLogoUpload,
  groupMembers,
  groupRepricingInfo,
  groupUpdate,
  myGroups,
} from '@bp/contract/api/groups';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as logo from './logo.js';
import * as service from './service.js';
import { myEnrollmentCounts } from './enrollment.js';

/** A year: the logo's URL does not change with it, so clients revalidate with its ETag (docs/decisions.md). */
const LOGO_CACHE = 'private, max-age=31536000';

/** The caller's groups, the group listing, the group profile (details, settings, logo, members, finance). */
export function registerGroupRoutes(app: FastifyInstance): void {
  const ctx = (caller: unknown, req: { id: string }) => ({
    caller: caller as SignedInCaller,
    requestId: req.id,
  });
  bindEndpoint(app, myGroups, ({ db, caller, body }) =>
    service.myGroups(db, caller as SignedInCaller, body?.includeEveryGroup ?? true),
  );
  bindEndpoint(app, groupEnrollmentCounts, ({ db, caller }) =>
    myEnrollmentCounts(db, caller as SignedInCaller),
  );
  bindEndpoint(app, groupList, ({ db, caller, body }) =>
    service.listGroups(db, caller as SignedInCaller, body),
  );
  bindEndpoint(app, groupListNonPaginated, ({ db, caller }) =>
    service.listNonPaginated(db, caller as SignedInCaller),
  );
  bindEndpoint(app, groupGet, ({ db, caller, req, query }) =>
    service.getGroup({ db, ...ctx(caller, req) }, query.groupNumber),
  );
  bindEndpoint(app, groupGetDetails, ({ db, caller, req, query }) =>
    service.getDetails({ db, ...ctx(caller, req) }, query.groupNumber),
  );
  bindEndpoint(app, groupUpdate, async ({ db, caller, req, body }) => {
    await service.updateGroup({ db, ...ctx(caller, req) }, body);
    return { success: true };
  });
  bindEndpoint(app, groupRepricingInfo, ({ db, caller, req, query }) =>
    service.repricingInfo({ db, ...ctx(caller, req) }, query.groupNumber),
  );
  bindEndpoint(app, groupFinancingGet, ({ db, caller, req, params }) =>
    service.financing({ db, ...ctx(caller, req) }, params.id),
  );
  bindEndpoint(app, groupFinancingSave, ({ db, caller, req, body }) =>
    service.saveFinancing({ db, ...ctx(caller, req) }, body),
  );
  bindEndpoint(app, groupMembers, ({ db, caller, req, query }) =>
    service.groupMembers({ db, ...ctx(caller, req) }, query),
  );
  bindEndpoint(
    app,
    groupLogoGet,
    ({ db, caller, req, params }) =>
      logo.getLogo({ db, ...ctx(caller, req) }, params.groupNumber, req.headers['if-none-match']),
    { cacheControl: LOGO_CACHE },
  );
  bindEndpoint(app, groupLogoUpload, ({ db, caller, req, params, files }) =>
    logo.uploadLogo({ db, ...ctx(caller, req) }, params.groupNumber, files),
  );
  bindEndpoint(app, groupLogoDelete, ({ db, caller, req, params }) =>
    logo.deleteLogo({ db, ...ctx(caller, req) }, params.groupNumber),
  );
}
