import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import { onlinePrecertification } from '@bp/contract/api/conversation-requests';
import { precertGet, precertSearch, precertUpdateStatus } from '@bp/contract/api/precerts';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { fileOnlinePrecert } from './online.js';
import { decide } from './decision.js';

/** Pre-certification search, details and the reviewer's decision, and the online pre-certification request. */
export function registerPrecertRoutes(app: FastifyInstance): void {
  bindEndpoint(app, precertSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, precertGet, (ctx) => service.get(ctx, ctx.query.certno));
  bindEndpoint(app, precertUpdateStatus, (ctx) =>
    decide(
      {
        ...ctx,
        mailer: ctx.req.server.mailer,
        publicUrl: ctx.req.server.appConfig.publicUrl,
      },
      ctx.body,
    ),
  );
  bindEndpoint(app, onlinePrecertification, (ctx) =>
    fileOnlinePrecert({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
}
