import type { SsoLaunch, SsoPartner } from '@bp/contract/api/sso';
import { SSO_PARTNERS } from '@bp/contract/api/sso';
import type { SsoConfig } from '../../config.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { newJti, signJwt } from './jwt.js';
import * as repo from './repo.js';

/** The request context and the partners' configuration. */
export type SsoCtx = ServiceCtx & { sso: SsoConfig };

/** Which partner each group offers: the cost comparison tool (HCBB), a health account employer, TALON to all. */
export function offered(partner: SsoPartner, m: repo.SsoMemberRow): boolean {
  if (partner === 'hcbb') return m.costComparisonTool;
  if (partner === 'healthAccounts') return m.healthAccountEmployer !== null;
  return true;
}

async function memberOf(c: SsoCtx): Promise<repo.SsoMemberRow> {
  const m = c.caller.memberId === null ? undefined : await repo.ssoMember(c.db, c.caller.memberId);
  if (!m) throw notFound();
  return m;
}

/** sso/Partners: the configured partners the member's group offers. */
export async function partnersFor(c: SsoCtx): Promise<SsoPartner[]> {
  const m = await memberOf(c);
  return SSO_PARTNERS.filter((p) => c.sso.partners[p] !== undefined && offered(p, m));
}

/**
 * healthaccounts/sso, HCBB/sso, TALON/sso: a signed RS256 assertion (JWT) for the signed-in member, valid
 * `ttlSeconds`, for the partner's audience, to be posted by the browser to the partner's URL (never in the
 * URL). Not configured: 404; not offered to the member's group: 403. Audited (the assertion's jti).
 */
export async function launch(c: SsoCtx, partner: SsoPartner): Promise<SsoLaunch> {
  const target = c.sso.partners[partner];
  if (!target) throw notFound();
  const m = await memberOf(c);
  if (!offered(partner, m)) throw forbidden();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + c.sso.ttlSeconds;
  const jti = newJti();
  const assertion = signJwt(
    {
      iss: c.sso.issuer,
      aud: target.audience,
      sub: m.memberId,
      iat,
      nbf: iat,
      exp,
      jti,
      given_name: m.firstName,
      family_name: m.lastName,
      group: String(m.groupNumber),
      ...(partner === 'healthAccounts' && m.healthAccountEmployer
        ? { employer: m.healthAccountEmployer }
        : {}),
    },
    c.sso.privateKeyPem,
    c.sso.keyId,
  );
  c.audit.subject({
    memberId: c.caller.memberId,
    entityId: jti,
    detail: { audience: target.audience },
  });
  // A disclosure outside treatment, payment and operations: on the member's accounting of disclosures.
  c.audit.disclosedTo(partner);
  return {
    url: target.url,
    method: 'POST',
    fields: { assertion },
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}
