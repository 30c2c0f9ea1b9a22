import type { FastifyInstance } from 'fastify';
import {
  memoCreate,
  memoGroup,
  memoPlanInfo,
  memoPrecert,
  memoSearch,
  memoTypes,
} from '@bp/contract/api/memos';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Memos on members and groups, plan information and precert instructions. */
export function registerMemoRoutes(app: FastifyInstance): void {
  bindEndpoint(app, memoSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, memoCreate, (ctx) => service.create(ctx, ctx.body));
  bindEndpoint(app, memoPlanInfo, (ctx) => service.planInfo(ctx, ctx.body));
  bindEndpoint(app, memoGroup, (ctx) => service.group(ctx, ctx.body));
  bindEndpoint(app, memoTypes, (ctx) => service.types(ctx));
  bindEndpoint(app, memoPrecert, (ctx) => service.precert(ctx, ctx.query.groupNumber));
}
