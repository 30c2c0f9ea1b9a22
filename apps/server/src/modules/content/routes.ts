import type { FastifyInstance } from 'fastify';
import {
  announcementCreate,
  announcementDelete,
  announcementsList,
  announcementSearch,
  faqs,
  linkCreate,
  linkDelete,
  linkUpdate,
  formSubmit,
  linkCategories,
  linksList,
  linkSearch,
  supportContact,
} from '@bp/contract/api/content';
import {
  downloadAssignOnlineForm,
  downloadCategories,
  downloadDelete,
  downloadFilesUrl,
  downloadGet,
  downloadSignedFile,
  downloadUpdate,
  downloadUpload,
  downloadList,
  downloadOnlineForms,
  downloadYears,
} from '@bp/contract/api/downloads';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import * as downloads from './downloads.js';
import { contactSupport } from './support.js';
import * as admin from './admin.js';
import * as fileManagement from './file-management.js';

/** Announcements, links, FAQs, downloads, online/feedback forms and the support contact form. */
export function registerContentRoutes(app: FastifyInstance): void {
  bindEndpoint(app, announcementsList, (ctx) => service.announcements(ctx));
  bindEndpoint(app, linksList, (ctx) => service.links(ctx, ctx.query.categoryId));
  bindEndpoint(app, announcementSearch, (ctx) => service.announcementSearch(ctx, ctx.body));
  bindEndpoint(app, linkSearch, (ctx) => service.linkSearch(ctx, ctx.body));
  bindEndpoint(app, linkCategories, (ctx) => service.linkCategories(ctx, ctx.query.language));
  bindEndpoint(app, faqs, (ctx) => service.faqs(ctx, ctx.query.language));
  bindEndpoint(app, supportContact, async (ctx) => {
    await contactSupport({ ...ctx, mailer: ctx.req.server.mailer, ip: ctx.req.ip }, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, downloadCategories, (ctx) => downloads.categories(ctx, ctx.query.language));
  bindEndpoint(app, downloadYears, (ctx) => downloads.years(ctx));
  bindEndpoint(app, downloadList, (ctx) => downloads.list(ctx, ctx.body));
  bindEndpoint(app, downloadOnlineForms, (ctx) => downloads.onlineForms(ctx, ctx.query.language));
  bindEndpoint(app, downloadGet, (ctx) => downloads.file(ctx, ctx.params.id));
  bindEndpoint(app, formSubmit, async (ctx) => {
    await downloads.submitForm({ ...ctx, mailer: ctx.req.server.mailer }, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, announcementCreate, (ctx) => admin.createAnnouncement(ctx, ctx.body));
  bindEndpoint(app, announcementDelete, (ctx) =>
    admin.deleteAnnouncement(ctx, ctx.query.bulletinId),
  );
  bindEndpoint(app, linkCreate, (ctx) => admin.createLink(ctx, ctx.body));
  bindEndpoint(app, linkUpdate, (ctx) => admin.updateLink(ctx, ctx.body));
  bindEndpoint(app, linkDelete, (ctx) => admin.deleteLink(ctx, ctx.query.linkId));
  bindEndpoint(app, downloadUpload, (ctx) => fileManagement.upload(ctx, ctx.body, ctx.files));
  bindEndpoint(app, downloadUpdate, (ctx) => fileManagement.update(ctx, ctx.body));
  bindEndpoint(app, downloadAssignOnlineForm, (ctx) =>
    fileManagement.assignOnlineForm(ctx, ctx.body),
  );
  bindEndpoint(app, downloadDelete, (ctx) => fileManagement.remove(ctx, ctx.query.downloadId));
  bindEndpoint(app, downloadFilesUrl, (ctx) =>
    fileManagement.filesUrl(ctx, app.appConfig.tokenKey, ctx.body.downloadIds, new Date()),
  );
  bindEndpoint(app, downloadSignedFile, (ctx) =>
    fileManagement.signedFile(ctx.db, app.appConfig.tokenKey, ctx.params.token, new Date()),
  );
}
