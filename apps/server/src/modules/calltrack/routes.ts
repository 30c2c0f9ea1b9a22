import type { FastifyInstance } from 'fastify';
import {
  callTrackCreate,
  callTrackGet,
  callTrackOptions,
  callTrackSearch,
  callTrackSearchCsv,
  callTrackUpdate,
} from '@bp/contract/api/calltrack';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { exportCalls } from './csv.js';

/** Call tracking (staff): options, search and its CSV, log, update and read one call. */
export function registerCallTrackRoutes(app: FastifyInstance): void {
  bindEndpoint(app, callTrackOptions, (ctx) => service.options(ctx));
  bindEndpoint(app, callTrackSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, callTrackSearchCsv, (ctx) => exportCalls(ctx, ctx.body));
  bindEndpoint(app, callTrackCreate, (ctx) => service.create(ctx, ctx.body));
  bindEndpoint(app, callTrackUpdate, async (ctx) => {
    const { callNo, ...rest } = ctx.body;
    await service.update(ctx, callNo, rest);
    return { success: true };
  });
  bindEndpoint(app, callTrackGet, (ctx) => service.get(ctx, ctx.params.callNo));
}
