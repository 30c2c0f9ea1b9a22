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
import * as logo from './logo.js';
import * as service from './service.js';
import { myEnrollmentCounts } from './enrollment.js';

/** A year: the logo's URL does not change with it, so clients revalidate with its ETag (docs/decisions.md). */
const LOGO_CACHE = 'private, max-age=31536000';

/** The caller's groups, the group listing, the group profile (details, settings, logo, members, finance). */
export function registerGroupRoutes(app: FastifyInstance): void {
  bindEndpoint(app, myGroups, (ctx) => service.myGroups(ctx, ctx.body));
  bindEndpoint(app, groupEnrollmentCounts, (ctx) => myEnrollmentCounts(ctx, ctx.query));
  bindEndpoint(app, groupList, (ctx) => service.listGroups(ctx, ctx.body));
  bindEndpoint(app, groupListNonPaginated, (ctx) => service.listNonPaginated(ctx));
  bindEndpoint(app, groupGet, (ctx) => service.getGroup(ctx, ctx.query.groupNumber));
  bindEndpoint(app, groupGetDetails, (ctx) => service.getDetails(ctx, ctx.query.groupNumber));
  bindEndpoint(app, groupUpdate, async (ctx) => {
    await service.updateGroup(ctx, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, groupRepricingInfo, (ctx) => service.repricingInfo(ctx, ctx.query.groupNumber));
  bindEndpoint(app, groupFinancingGet, (ctx) => service.financing(ctx, ctx.params.id));
  bindEndpoint(app, groupFinancingSave, (ctx) => service.saveFinancing(ctx, ctx.body));
  bindEndpoint(app, groupMembers, (ctx) => service.groupMembers(ctx, ctx.query));
  bindEndpoint(
    app,
    groupLogoGet,
    (ctx) => logo.getLogo(ctx, ctx.params.groupNumber, ctx.req.headers['if-none-match']),
    { cacheControl: LOGO_CACHE },
  );
  bindEndpoint(app, groupLogoUpload, (ctx) =>
    logo.uploadLogo(ctx, ctx.params.groupNumber, ctx.files),
  );
  bindEndpoint(app, groupLogoDelete, (ctx) => logo.deleteLogo(ctx, ctx.params.groupNumber));
}
