import type { FastifyInstance } from 'fastify';
import {
  conversationsList,
  conversationsSearch,
  unreadAmount,
} from '@bp/contract/api/conversations';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Conversation lists, staff search and the unread count. */
export function registerMessagingRoutes(app: FastifyInstance): void {
  bindEndpoint(app, conversationsList, ({ db, caller, body }) =>
    service.list(db, caller as SignedInCaller, body),
  );
  bindEndpoint(app, conversationsSearch, ({ db, caller, body }) =>
    service.search(db, caller as SignedInCaller, body),
  );
  bindEndpoint(app, unreadAmount, ({ db, caller }) =>
    service.unreadAmount(db, caller as SignedInCaller),
  );
}
