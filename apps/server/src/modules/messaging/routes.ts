import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  conversationAdd,
  conversationGet,
  conversationHistory,
  conversationRedirect,
  conversationReply,
  conversationsList,
  conversationsSearch,
  conversationUpdate,
  conversationUpdateNotes,
  conversationUpload,
  messageRead,
  resolutionTypes,
  setAsOwner,
  singleAttachment,
  unreadAmount,
} from '@bp/contract/api/conversations';
import { emailRoutingSubjects, emailRoutingTypeAhead } from '@bp/contract/api/content';
import type { Db } from '../../db/client.js';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as attachments from './attachments.js';
import * as conversation from './conversation-service.js';
import * as routing from './routing-service.js';
import * as service from './service.js';
import * as staff from './staff-service.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest): conversation.Ctx => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
});
const ok = { success: true } as const;

/** Conversations (lists, search, history, one conversation), messages, attachments, staff actions, subjects. */
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
  bindEndpoint(app, conversationHistory, ({ db, caller, body, req }) =>
    service.history(db, caller as SignedInCaller, body, req.id),
  );
  bindEndpoint(app, conversationGet, ({ db, caller, req, query }) =>
    conversation.get(ctx(db, caller, req), query.conversationId),
  );
  bindEndpoint(app, conversationAdd, ({ db, caller, req, body }) =>
    conversation.add(ctx(db, caller, req), body),
  );
  bindEndpoint(app, conversationReply, ({ db, caller, req, body }) =>
    conversation.reply(ctx(db, caller, req), body),
  );
  bindEndpoint(app, messageRead, async ({ db, caller, req, query }) => {
    await conversation.messageRead(ctx(db, caller, req), query.messageId, query.read);
    return ok;
  });
  bindEndpoint(app, conversationUpload, ({ db, caller, req, query, files }) =>
    attachments.upload(ctx(db, caller, req), query.messageId, files),
  );
  bindEndpoint(app, singleAttachment, ({ db, caller, req, query }) =>
    attachments.download(ctx(db, caller, req), query.attachmentId),
  );
  bindEndpoint(app, setAsOwner, async ({ db, caller, req, query }) => {
    await staff.setAsOwner(ctx(db, caller, req), query.conversationId);
    return ok;
  });
  bindEndpoint(app, conversationRedirect, async ({ db, caller, req, query }) => {
    await staff.redirect(ctx(db, caller, req), query);
    return ok;
  });
  bindEndpoint(app, conversationUpdate, async ({ db, caller, req, body }) => {
    await staff.update(ctx(db, caller, req), body);
    return ok;
  });
  bindEndpoint(app, conversationUpdateNotes, async ({ db, caller, req, body }) => {
    await staff.updateNotes(ctx(db, caller, req), body);
    return ok;
  });
  bindEndpoint(app, resolutionTypes, ({ db, caller }) =>
    staff.resolutionTypes({ db, caller: caller as SignedInCaller }),
  );
  bindEndpoint(app, emailRoutingSubjects, ({ db, caller }) =>
    routing.subjects(db, caller as SignedInCaller),
  );
  bindEndpoint(app, emailRoutingTypeAhead, ({ db, caller, body }) =>
    routing.typeAhead(db, caller as SignedInCaller, body),
  );
}
