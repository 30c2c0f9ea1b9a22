import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOutcome } from 'fhir/r4';
import { isFhirResourceType, scopeAllows, type FhirResourceType } from '@bp/contract/fhir';
import { AuditTrail } from '../../audit.js';
import { requestLanguage } from '../../http/language.js';
import { explicitLanguage } from '../auth/messages.js';
import { bearerToken } from '../auth/tokens.js';
import { FhirError, capabilityStatement, read, search, type FhirCtx } from '../fhir/service.js';
import { outcomeOf } from '../fhir/errors.js';
import { memberIfInScope } from '../scope/service.js';
import { FHIR_BASE_PATH, allowCors, fhirBaseUrl, originOf } from './origin.js';
import { appAccess } from './service.js';

/**
 * The FHIR R4 Patient Access API's HTTP layer (docs/decisions.md, "Patient Access API"): `metadata` is
 * public; every other call needs an app's access token (a portal session token is not one), a scope that
 * allows the interaction on the type, and a patient the member's account may still see. Each answered
 * read or search is audited with the member's account as actor and accounted as a disclosure to the app.
 */

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

function sendOutcome(
  reply: FastifyReply,
  status: number,
  outcome: OperationOutcome,
  challenge?: string,
): FastifyReply {
  if (challenge) reply.header('www-authenticate', challenge);
  return reply.code(status).type(FHIR_JSON).send(outcome);
}

/** The PHI kind an interaction on a type is audited under. */
const entityOf = (type: FhirResourceType) => (type === 'ExplanationOfBenefit' ? 'claim' : 'member');

const unauthorized = (reply: FastifyReply, why: string) =>
  sendOutcome(
    reply,
    401,
    outcomeOf('error', 'login', why),
    // Header values are ASCII without quotes (RFC 6750 §3: error_description is %x20-21 / %x23-5B / %x5D-7E).
    `Bearer realm="fhir", error="invalid_token", error_description="${why.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '')}"`,
  );

async function serve(
  req: FastifyRequest,
  reply: FastifyReply,
  typeName: string,
  id: string | undefined,
): Promise<FastifyReply> {
  allowCors(reply);
  const token = bearerToken(req.headers.authorization);
  if (!token) return unauthorized(reply, 'An access token is required.');
  const db = req.server.database.db;
  const access = await appAccess(
    db,
    token,
    new Date(),
    explicitLanguage(req.headers['accept-language']),
  );
  if (!access) return unauthorized(reply, 'The access token is unknown, expired or revoked.');
  if (!isFhirResourceType(typeName))
    return sendOutcome(
      reply,
      404,
      outcomeOf(
        'error',
        'not-supported',
        `Resource type ${typeName.slice(0, 64)} is not supported.`,
      ),
    );
  const type = typeName;
  const interaction = id === undefined ? 'search' : 'read';
  if (!scopeAllows(access.scopes, type, interaction))
    return sendOutcome(
      reply,
      403,
      outcomeOf('error', 'forbidden', `The token's scopes do not allow ${interaction} of ${type}.`),
      `Bearer realm="fhir", error="insufficient_scope", scope="patient/${type}.${interaction === 'read' ? 'r' : 's'}"`,
    );
  const audit = new AuditTrail(
    { caller: access.caller, requestId: req.id },
    { action: `fhir.${type}.${interaction}`, entity: entityOf(type), disclosure: 'memberApp' },
  );
  // The description is the resource type: the member's list shows it in their language (what the app read).
  audit.disclosedTo(access.app.name, type);
  const ctx: FhirCtx = {
    db,
    caller: access.caller,
    requestId: req.id,
    language: requestLanguage(access.caller, req.headers['accept-language']),
    audit,
    patientId: access.patientMemberId,
    baseUrl: fhirBaseUrl(req),
  };
  // The patient must still be one the account may see in the portal (an adult dependent may have withdrawn
  // access): the grant is then of no use, as if revoked.
  if (!(await memberIfInScope(ctx, access.patientPublicId, 'claim')))
    return unauthorized(reply, "The member may no longer share this person's data.");
  let body: unknown;
  try {
    body =
      id === undefined
        ? await search(ctx, type, req.query as Record<string, string | string[] | undefined>, {
            lenient: /handling\s*=\s*lenient/i.test(String(req.headers.prefer ?? '')),
          })
        : await read(ctx, type, id);
  } catch (err) {
    if (err instanceof FhirError) return sendOutcome(reply, err.status, err.outcome);
    throw err;
  }
  await audit.commit(db);
  return reply.type(FHIR_JSON).send(body);
}

export function registerFhirRoutes(app: FastifyInstance): void {
  app.options(`${FHIR_BASE_PATH}/*`, async (_req, reply) => {
    allowCors(reply);
    return reply.code(204).send();
  });
  app.get(`${FHIR_BASE_PATH}/metadata`, async (req, reply) => {
    allowCors(reply);
    const base = fhirBaseUrl(req);
    const origin = originOf(base);
    return reply.type(FHIR_JSON).send(
      capabilityStatement({
        baseUrl: base,
        authorizeUrl: `${origin}/oauth/authorize`,
        tokenUrl: `${origin}/oauth/token`,
        revokeUrl: `${origin}/oauth/revoke`,
      }),
    );
  });
  app.get<{ Params: { type: string } }>(`${FHIR_BASE_PATH}/:type`, (req, reply) =>
    serve(req, reply, req.params.type, undefined),
  );
  app.get<{ Params: { type: string; id: string } }>(`${FHIR_BASE_PATH}/:type/:id`, (req, reply) =>
    serve(req, reply, req.params.type, req.params.id),
  );
}
