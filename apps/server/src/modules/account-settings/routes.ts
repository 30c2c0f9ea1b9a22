import type { FastifyInstance } from 'fastify';
import {
  emailAndNotificationsGet,
  emailAndNotificationsSet,
  loginHistory,
  messageNotificationGet,
  messageNotificationSet,
} from '@bp/contract/api/account-settings';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** The caller's notification and e-mail settings and sign-in history (UserAccount). */
export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  const ctx = (caller: unknown, db: service.Ctx['db'], requestId: string) => ({
    db,
    caller: caller as SignedInCaller,
    requestId,
  });
  bindEndpoint(app, messageNotificationGet, ({ caller, db, req }) =>
    service.messageNotification(ctx(caller, db, req.id)),
  );
  bindEndpoint(app, messageNotificationSet, async ({ caller, db, req, query }) => {
    await service.setMessageNotification(ctx(caller, db, req.id), query.notificationOn);
    return { success: true };
  });
  bindEndpoint(app, emailAndNotificationsGet, ({ caller, db, req }) =>
    service.emailSettings(ctx(caller, db, req.id)),
  );
  bindEndpoint(app, emailAndNotificationsSet, async ({ caller, db, req, body }) => {
    await service.setEmailSettings({ ...ctx(caller, db, req.id), mailer: req.server.mailer }, body);
    return { success: true };
  });
  bindEndpoint(app, loginHistory, ({ caller, db, req, body }) =>
    service.loginHistory(ctx(caller, db, req.id), body),
  );
}
