import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi, twoStepApi } from '@bp/contract';
import { secretKeyOf } from '../../db/crypto.js';
import { bindEndpoint, reportSessionEnd } from '../../http/bind.js';
import * as service from './service.js';
import { impersonationGrant } from './impersonation.js';
import { forgotPassword, passwordReset } from './reset.js';
import { extendSession, withIdleTime } from './session.js';
import * as twoStep from './two-step-flow.js';

/** What sign-in needs of the request besides its context: the token key and the client. */
const client = (req: FastifyRequest) => ({
  tokenKey: req.server.appConfig.tokenKey,
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  log: req.log,
  observe: req.server.metrics,
  twoStep: twoStepPolicy(req),
  idleMs: req.server.appConfig.sessionIdleMs,
});

/** Two-step sign-in settings of the app (MFA_REQUIRED, demo mode, the secrets' key). */
function twoStepPolicy(req: FastifyRequest): twoStep.TwoStepPolicy {
  const { appConfig } = req.server;
  return {
    required: appConfig.twoStep.required,
    demoMode: appConfig.demo,
    secretKey: secretKeyOf(appConfig.ssnKey),
  };
}

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
      if (body.grant_type === 'two_step')
        return withIdleTime(await service.twoStepGrant(d, body.challenge, body.code), idleMs);
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

  bindEndpoint(app, authApi.twoStepEnrolment, (ctx) =>
    twoStep.enrolmentSecret({ ...ctx, twoStep: twoStepPolicy(ctx.req) }, ctx.body.challenge),
  );
  bindEndpoint(app, twoStepApi.twoStepStatus, (ctx) =>
    twoStep.status({ ...ctx, twoStep: twoStepPolicy(ctx.req) }),
  );
  bindEndpoint(app, twoStepApi.twoStepSetup, (ctx) =>
    twoStep.setup({ ...ctx, twoStep: twoStepPolicy(ctx.req) }),
  );
  bindEndpoint(app, twoStepApi.twoStepConfirm, (ctx) =>
    twoStep.confirm({ ...ctx, twoStep: twoStepPolicy(ctx.req) }, ctx.body.code),
  );
  bindEndpoint(app, twoStepApi.twoStepDisable, async (ctx) => {
    await twoStep.disable({ ...ctx, twoStep: twoStepPolicy(ctx.req) }, ctx.body.currentPassword);
    return { success: true };
  });
  bindEndpoint(app, twoStepApi.twoStepRecoveryCodes, (ctx) =>
    twoStep.regenerateRecoveryCodes(ctx, ctx.body.currentPassword),
  );
}
