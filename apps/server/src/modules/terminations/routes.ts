import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import { terminationCreate } from '@bp/contract/api/enrollments';
import { bindEndpoint } from '../../http/bind.js';
import { createTermination } from './service.js';

/** Termination requests (Terminations/Create). */
export function registerTerminationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, terminationCreate, (ctx) =>
    createTermination({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
}
