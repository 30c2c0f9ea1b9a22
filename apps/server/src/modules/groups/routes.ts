import type { FastifyInstance } from 'fastify';
import {
  groupEnrollmentCounts,
  groupList,
  groupListNonPaginated,
  myGroups,
} from '@bp/contract/api/groups';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import { myEnrollmentCounts } from './enrollment.js';

/** The caller's groups and the staff group listing. */
export function registerGroupRoutes(app: FastifyInstance): void {
  bindEndpoint(app, myGroups, ({ db, caller, body }) =>
    service.myGroups(db, caller as SignedInCaller, body?.includeEveryGroup ?? true),
  );
  bindEndpoint(app, groupEnrollmentCounts, ({ db, caller }) =>
    myEnrollmentCounts(db, caller as SignedInCaller),
  );
  bindEndpoint(app, groupList, ({ db, caller, body }) =>
    service.listGroups(db, caller as SignedInCaller, body),
  );
  bindEndpoint(app, groupListNonPaginated, ({ db, caller }) =>
    service.listNonPaginated(db, caller as SignedInCaller),
  );
}
