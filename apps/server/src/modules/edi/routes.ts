import type { FastifyInstance } from 'fastify';
import { enrollmentExport834, enrollmentImport834 } from '@bp/contract/api/edi';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import { export834, import834 } from './service.js';

/** EDI 834 import (validate, apply) and export of a group's enrollment. */
export function registerEdiRoutes(app: FastifyInstance): void {
  bindEndpoint(app, enrollmentImport834, ({ db, caller, req, body, files }) =>
    import834(
      {
        db,
        caller: caller as SignedInCaller,
        requestId: req.id,
        ssnKey: req.server.appConfig.ssnKey,
      },
      body,
      files,
    ),
  );
  bindEndpoint(app, enrollmentExport834, ({ db, caller, req, query }) =>
    export834({ db, caller: caller as SignedInCaller, requestId: req.id }, query.groupNumber),
  );
}
