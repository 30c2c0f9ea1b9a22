import type { FastifyInstance } from 'fastify';
import { checkSearchAdmin } from '@bp/contract/api/claims';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Staff check search (ClaimsInfo/CheckSearch/Admin). */
export function registerCheckRoutes(app: FastifyInstance): void {
  bindEndpoint(app, checkSearchAdmin, (ctx) => service.checkSearchAdmin(ctx, ctx.body));
}
