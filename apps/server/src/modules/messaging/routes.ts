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
import { bindEndpoint } from '../../http/bind.js';
import * as attachments from './attachments.js';
import * as conversation from './conversation-service.js';
import type { NotifyDeps } from './notify.js';
import * as routing from './routing-service.js';
import * as service from './service.js';
import * as staff from './staff-service.js';

/** What notifying the recipient of a message needs, from the server. */
const mail = (req: FastifyRequest): NotifyDeps => ({
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
});
const ok = { success: true } as const;

/** Conversations (lists, search, history, one conversation), messages, attachments, staff actions, subjects. */
export function registerMessagingRoutes(app: FastifyInstance): void {
  bindEndpoint(app, conversationsList, (ctx) => service.list(ctx, ctx.body));
  bindEndpoint(app, conversationsSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, unreadAmount, (ctx) => service.unreadAmount(ctx));
  bindEndpoint(app, conversationHistory, (ctx) => service.history(ctx, ctx.body));
  bindEndpoint(app, conversationGet, (ctx) => conversation.get(ctx, ctx.query.conversationId));
  bindEndpoint(app, conversationAdd, (ctx) =>
    conversation.add({ ...ctx, ...mail(ctx.req) }, ctx.body),
  );
  bindEndpoint(app, conversationReply, (ctx) =>
    conversation.reply({ ...ctx, ...mail(ctx.req) }, ctx.body),
  );
  bindEndpoint(app, messageRead, async (ctx) => {
    await conversation.messageRead(ctx, ctx.query.messageId, ctx.query.read);
    return ok;
  });
  bindEndpoint(app, conversationUpload, (ctx) =>
    attachments.upload(ctx, ctx.query.messageId, ctx.files),
  );
  bindEndpoint(app, singleAttachment, (ctx) => attachments.download(ctx, ctx.query.attachmentId));
  bindEndpoint(app, setAsOwner, async (ctx) => {
    await staff.setAsOwner(ctx, ctx.query.conversationId);
    return ok;
  });
  bindEndpoint(app, conversationRedirect, async (ctx) => {
    await staff.redirect(ctx, ctx.query);
    return ok;
  });
  bindEndpoint(app, conversationUpdate, async (ctx) => {
    await staff.update(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, conversationUpdateNotes, async (ctx) => {
    await staff.updateNotes(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, resolutionTypes, (ctx) => staff.resolutionTypes(ctx));
  bindEndpoint(app, emailRoutingSubjects, (ctx) => routing.subjects(ctx));
  bindEndpoint(app, emailRoutingTypeAhead, (ctx) => routing.typeAhead(ctx, ctx.body));
}
