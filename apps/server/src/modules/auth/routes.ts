import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@bp/contract';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller, Caller } from '../../http/caller.js';
import { languageFromHeader } from '../../http/language.js';
import * as service from './service.js';
import { impersonationGrant } from './impersonation.js';
import { forgotPassword, passwordReset } from './reset.js';

/** The request's context for the auth services. */
function deps(req: FastifyRequest): service.AuthDeps {
  return {
    db: req.server.database.db,
    tokenKey: req.server.appConfig.tokenKey,
    lang: languageFromHeader(req.headers['accept-language']),
    requestId: req.id,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    log: req.log,
  };
}

/** Sign-in, sign-out, password change and reset, terms of service. */
export function registerAuthRoutes(app: FastifyInstance): void {
  bindEndpoint(
    app,
    authApi.token,
    async ({ body, req }) => {
      if (body.grant_type === 'password')
        return service.passwordGrant(deps(req), body.username, body.password);
      if (body.grant_type === 'anonymous') return service.anonymousGrant(deps(req));
      return impersonationGrant(deps(req), body);
    },
    {
      // The spec's grant_type defaults to password.
      preValidation: (req) => {
        const b = req.body as Record<string, unknown> | undefined;
        if (b && typeof b === 'object' && b.grant_type === undefined) b.grant_type = 'password';
      },
    },
  );

  bindEndpoint(app, authApi.revokeToken, async ({ caller, req }) => {
    await service.revoke(deps(req), caller as Caller);
    return { success: true };
  });

  bindEndpoint(app, authApi.changePassword, async ({ caller, body, req }) => {
    await service.changePassword(
      deps(req),
      caller as SignedInCaller,
      body.currentPassword,
      body.newPassword,
    );
    return { success: true, message: 'passwordChanged' };
  });

  bindEndpoint(app, authApi.forgotPassword, async ({ body, req }) => {
    await forgotPassword(
      { ...deps(req), mailer: req.server.mailer, publicUrl: req.server.appConfig.publicUrl },
      body.userId,
    );
    return { success: true };
  });

  bindEndpoint(app, authApi.passwordReset, async ({ body, req }) => {
    await passwordReset(deps(req), body.key, body.newPassword);
    return { success: true, message: 'passwordChanged' };
  });

  bindEndpoint(app, authApi.currentUser, ({ caller, req }) =>
    service.currentUser(deps(req), caller),
  );

  bindEndpoint(app, authApi.acceptTerms, async ({ caller, req }) => {
    await service.acceptTerms(deps(req), caller);
    return { success: true };
  });
}
