import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import { letterDocument, letterGet, letterSearch, letterTemplates } from '@bp/contract/api/letters';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Letters: search, templates, one letter and its PDF. */
export function registerLetterRoutes(app: FastifyInstance): void {
  bindEndpoint(app, letterSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, letterTemplates, (ctx) => service.templates(ctx));
  bindEndpoint(app, letterGet, (ctx) => service.get(ctx, ctx.params.letterNumber));
  bindEndpoint(app, letterDocument, (ctx) =>
    service.document(
      { ...ctx, brand: brandForHost(ctx.req.hostname), pdf: app.pdf },
      ctx.params.letterNumber,
    ),
  );
}
