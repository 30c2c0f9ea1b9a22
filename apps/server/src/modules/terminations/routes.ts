import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import { terminationCreate } from '@bp/contract/api/enrollments';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import { createTermination } from './service.js';

/** Termination requests (Terminations/Create). */
export function registerTerminationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, terminationCreate, ({ db, caller, req, body }) =>
    createTermination(
      {
        db,
        caller: caller as SignedInCaller,
        brand: brandForHost(req.hostname),
        requestId: req.id,
      },
      body,
    ),
  );
}
