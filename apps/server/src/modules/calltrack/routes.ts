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
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import { exportCalls } from './csv.js';

/** Call tracking (staff): options, search and its CSV, log, update and read one call. */
export function registerCallTrackRoutes(app: FastifyInstance): void {
  bindEndpoint(app, callTrackOptions, ({ caller, db, req }) =>
    service.options({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, callTrackSearch, ({ caller, db, req, body }) =>
    service.search({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, callTrackSearchCsv, ({ caller, db, req, body }) =>
    exportCalls({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, callTrackCreate, ({ caller, db, req, body }) =>
    service.create({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, callTrackUpdate, async ({ caller, db, req, body }) => {
    const { callNo, ...rest } = body;
    await service.update({ db, caller: caller as SignedInCaller, requestId: req.id }, callNo, rest);
    return { success: true };
  });
  bindEndpoint(app, callTrackGet, ({ caller, db, req, params }) =>
    service.get({ db, caller: caller as SignedInCaller, requestId: req.id }, params.callNo),
  );
}
