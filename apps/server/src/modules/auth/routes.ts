import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@bp/contract';
import { bindEndpoint, reportSessionEnd } from '../../http/bind.js';
import * as service from './service.js';
import { impersonationGrant } from './impersonation.js';
import { forgotPassword, passwordReset } from './reset.js';
import { extendSession, withIdleTime } from './session.js';

/** What sign-in needs of the request besides its context: the token key and the client. */
const client = (req: FastifyRequest) => ({
  tokenKey: req.server.appConfig.tokenKey,
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  log: req.log,
  idleMs: req.server.appConfig.sessionIdleMs,
});

/** Sign-in, sign-out, password change and reset, terms of service. */
export function registerAuthRoutes(app: FastifyInstance): void {
  bindEndpoint(
    app,
    authApi.token,
    async (ctx) => {
      const d = { ...ctx, ...client(ctx.req) };
      const { body } = ctx;
      const idleMs = ctx.req.server.appConfig.sessionIdleMs;
      if (body.grant_type === 'password')
        return withIdleTime(await service.passwordGrant(d, body.username, body.password), idleMs);
      if (body.grant_type === 'anonymous')
        return withIdleTime(await service.anonymousGrant(d), idleMs);
      return withIdleTime(await impersonationGrant(d, body), idleMs);
    },
    {
      // The spec's grant_type defaults to password.
      preValidation: (req) => {
        const b = req.body as Record<string, unknown> | undefined;
        if (b && typeof b === 'object' && b.grant_type === undefined) b.grant_type = 'password';
      },
    },
  );

  bindEndpoint(app, authApi.revokeToken, async (ctx) => {
    await service.revoke(ctx);
    return { success: true };
  });

  bindEndpoint(app, authApi.extendSession, async (ctx) => {
    const time = await extendSession(
      ctx.db,
      ctx.caller.sessionId,
      ctx.req.server.appConfig.sessionIdleMs,
    );
    reportSessionEnd(ctx.reply, time);
    return time;
  });

  bindEndpoint(app, authApi.changePassword, async (ctx) => {
    await service.changePassword(ctx, ctx.body.currentPassword, ctx.body.newPassword);
    return { success: true, message: 'passwordChanged' };
  });

  bindEndpoint(app, authApi.forgotPassword, async (ctx) => {
    const { mailer, appConfig } = ctx.req.server;
    await forgotPassword({ ...ctx, mailer, publicUrl: appConfig.publicUrl }, ctx.body.userId);
    return { success: true };
  });

  bindEndpoint(app, authApi.passwordReset, async (ctx) => {
    await passwordReset(ctx, ctx.body.key, ctx.body.newPassword);
    return { success: true, message: 'passwordChanged' };
  });

  bindEndpoint(app, authApi.currentUser, (ctx) => service.currentUser(ctx));

  bindEndpoint(app, authApi.acceptTerms, async (ctx) => {
    await service.acceptTerms(ctx);
    return { success: true };
  });
}
