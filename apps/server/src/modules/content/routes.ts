import type { FastifyInstance } from 'fastify';
import {
  announcementCreate,
  announcementDelete,
  announcementsList,
  faqs,
  linkCreate,
  linkDelete,
  linkUpdate,
  formSubmit,
  linkCategories,
  linksList,
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
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import * as downloads from './downloads.js';
import { contactSupport } from './support.js';
import * as admin from './admin.js';
import * as fileManagement from './file-management.js';

/** Announcements, links, FAQs, downloads, online/feedback forms and the support contact form. */
export function registerContentRoutes(app: FastifyInstance): void {
  bindEndpoint(app, announcementsList, ({ db, caller }) =>
    service.announcements(db, caller as SignedInCaller),
  );
  bindEndpoint(app, linksList, ({ db, caller, query }) =>
    service.links(db, caller as SignedInCaller, query.categoryId),
  );
  bindEndpoint(app, linkCategories, ({ db, caller, query }) =>
    service.linkCategories(db, caller as SignedInCaller, query.language),
  );
  bindEndpoint(app, faqs, ({ db, caller, query }) =>
    service.faqs(db, caller as SignedInCaller, query.language),
  );
  bindEndpoint(app, supportContact, async ({ db, caller, body, req }) => {
    await contactSupport(
      { db, mailer: req.server.mailer, accountId: caller?.accountId ?? null, ip: req.ip },
      body,
    );
    return { success: true };
  });
  bindEndpoint(app, downloadCategories, ({ db, caller, query }) =>
    downloads.categories(db, caller as SignedInCaller, query.language),
  );
  bindEndpoint(app, downloadYears, ({ db, caller }) =>
    downloads.years(db, caller as SignedInCaller),
  );
  bindEndpoint(app, downloadList, ({ db, caller, body }) =>
    downloads.list(db, caller as SignedInCaller, body),
  );
  bindEndpoint(app, downloadOnlineForms, ({ db, caller, query }) =>
    downloads.onlineForms(db, caller as SignedInCaller, query.language),
  );
  bindEndpoint(app, downloadGet, ({ db, caller, params }) =>
    downloads.file(db, caller as SignedInCaller, params.id),
  );
  bindEndpoint(app, formSubmit, async ({ db, caller, body, req }) => {
    await downloads.submitForm({ db, mailer: req.server.mailer }, caller as SignedInCaller, body);
    return { success: true };
  });
  const ctx = (caller: unknown, db: admin.Ctx['db'], requestId: string): admin.Ctx => ({
    db,
    caller: caller as SignedInCaller,
    requestId,
  });
  bindEndpoint(app, announcementCreate, ({ db, caller, body, req }) =>
    admin.createAnnouncement(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, announcementDelete, ({ db, caller, query, req }) =>
    admin.deleteAnnouncement(ctx(caller, db, req.id), query.bulletinId),
  );
  bindEndpoint(app, linkCreate, ({ db, caller, body, req }) =>
    admin.createLink(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, linkUpdate, ({ db, caller, body, req }) =>
    admin.updateLink(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, linkDelete, ({ db, caller, query, req }) =>
    admin.deleteLink(ctx(caller, db, req.id), query.linkId),
  );
  bindEndpoint(app, downloadUpload, ({ db, caller, body, files, req }) =>
    fileManagement.upload(ctx(caller, db, req.id), body, files),
  );
  bindEndpoint(app, downloadUpdate, ({ db, caller, body, req }) =>
    fileManagement.update(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, downloadAssignOnlineForm, ({ db, caller, body, req }) =>
    fileManagement.assignOnlineForm(ctx(caller, db, req.id), body),
  );
  bindEndpoint(app, downloadDelete, ({ db, caller, query, req }) =>
    fileManagement.remove(ctx(caller, db, req.id), query.downloadId),
  );
  bindEndpoint(app, downloadFilesUrl, ({ db, caller, body }) =>
    fileManagement.filesUrl(
      db,
      caller as SignedInCaller,
      app.appConfig.tokenKey,
      body.downloadIds,
      new Date(),
    ),
  );
  bindEndpoint(app, downloadSignedFile, ({ db, params }) =>
    fileManagement.signedFile(db, app.appConfig.tokenKey, params.token, new Date()),
  );
}
