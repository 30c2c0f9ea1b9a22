import type { FastifyInstance } from 'fastify';
import {
  emailAndNotificationsGet,
  emailAndNotificationsSet,
  loginHistory,
  messageNotificationGet,
  messageNotificationSet,
} from '@bp/contract/api/account-settings';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** The caller's notification and e-mail settings and sign-in history (UserAccount). */
export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  bindEndpoint(app, messageNotificationGet, (ctx) => service.messageNotification(ctx));
  bindEndpoint(app, messageNotificationSet, async (ctx) => {
    await service.setMessageNotification(ctx, ctx.query.notificationOn);
    return { success: true };
  });
  bindEndpoint(app, emailAndNotificationsGet, (ctx) => service.emailSettings(ctx));
  bindEndpoint(app, emailAndNotificationsSet, async (ctx) => {
    await service.setEmailSettings({ ...ctx, mailer: ctx.req.server.mailer }, ctx.body);
    return { success: true };
  });
  bindEndpoint(app, loginHistory, (ctx) => service.loginHistory(ctx, ctx.body));
}
