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
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Memos on members and groups, plan information and precert instructions. */
export function registerMemoRoutes(app: FastifyInstance): void {
  bindEndpoint(app, memoSearch, ({ caller, db, req, body }) =>
    service.search({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, memoCreate, ({ caller, db, req, body }) =>
    service.create({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, memoPlanInfo, ({ caller, db, req, body }) =>
    service.planInfo({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, memoGroup, ({ caller, db, req, body }) =>
    service.group({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, memoTypes, ({ caller, db, req }) =>
    service.types({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, memoPrecert, ({ caller, db, req, query }) =>
    service.precert({ db, caller: caller as SignedInCaller, requestId: req.id }, query.groupNumber),
  );
}
