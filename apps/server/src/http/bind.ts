import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  isFileResponse,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type FileResponse,
} from '@bp/contract';
import type { Db } from '../db/client.js';
import { AuditTrail, type AuditedCall } from '../audit.js';
import { authorize, type CallerFor } from './caller.js';
import type { RequestContext } from './context.js';
import { requestLanguage } from './language.js';
import { invalidRequest, unauthorized, forbidden } from './errors.js';
import { toJsonSchema, zodValidator, ValidationError, unknownKeys } from './schemas.js';
import { errorJsonSchema } from './error-schema.js';
import { rateLimitFor } from '../plugins/rate-limit.js';
import { readMultipart, type UploadedFile } from './multipart.js';
import './types.js';

/**
 * What a handler receives: the request context (caller narrowed by the descriptor's access, db, request
 * id, language, audit trail) — passed on to services as it is — and the parsed request parts, typed from
 * the descriptor.
 */
export interface HandlerContext<D extends EndpointDef> extends RequestContext<
  CallerFor<D['access']>
> {
  params: EndpointParams<D>;
  query: EndpointQuery<D>;
  body: EndpointBody<D>;
  /** Uploaded files of a multipart endpoint (the other parts are in `body`). */
  files: UploadedFile[];
  req: FastifyRequest;
  reply: FastifyReply;
  /** The database (not a transaction: `transaction(ctx, …)` starts one). */
  db: Db;
}

/** The result of a file endpoint: bytes or a stream, sent with content type and disposition. */
export interface FileResult {
  data: Buffer | Uint8Array | string | Readable;
  filename: string;
  /** One of the descriptor's media types; the first by default. */
  mediaType?: string;
  /** Content-Disposition inline instead of attachment. */
  inline?: boolean;
  /** Strong validator sent as ETag (quoted by sendFile). */
  etag?: string;
  /** The client's copy (If-None-Match) is current: answer 304 without a body. */
  notModified?: boolean;
  /** Status other than 200 (206 partial content, 416 range not satisfiable). */
  status?: 200 | 206 | 416;
  /** Extra headers (Accept-Ranges, Content-Range, Content-Length, X-Robots-Tag …). */
  headers?: Record<string, string>;
}

/** True when an If-None-Match header names this (unquoted) entity tag, or `*`. */
export function matchesEtag(header: string | string[] | undefined, tag: string): boolean {
  if (!header) return false;
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === `"${tag}"`);
}

export interface BindOptions {
  /** Adjusts the raw request before validation (e.g. a form field's default). Runs after authorization. */
  preValidation?: (req: FastifyRequest) => void;
  /**
   * Cache-Control of the route's 200/304 answers instead of the API's no-store (security plugin); only
   * for data that is no secret to anyone who may call the route (a group logo).
   */
  cacheControl?: string;
}

export type HandlerResult<D extends EndpointDef> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : FileResult;
export type Handler<D extends EndpointDef> = (
  ctx: HandlerContext<D>,
) => Promise<HandlerResult<D>> | HandlerResult<D>;

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(filename: string, inline = false): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function responseSchemas(def: EndpointDef): Record<string, unknown> {
  const status = String(def.status ?? 200);
  const errors = { '4xx': errorJsonSchema, '5xx': errorJsonSchema };
  if (isFileResponse(def.response)) {
    const content = Object.fromEntries(
      def.response.mediaTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
    );
    return { [status]: { description: 'A file', content }, ...errors };
  }
  return { [status]: toJsonSchema(def.response, 'output'), ...errors };
}

const hasContent = (v: unknown) =>
  v !== undefined &&
  v !== null &&
  !(typeof v === 'object' && Object.keys(v as object).length === 0) &&
  v !== '';

/**
 * Binds a contract endpoint: method and path from the descriptor, authorization from `def.access`
 * before anything is parsed, zod validation of params/query/body (unknown keys refused), and the
 * response serialized through the JSON Schema derived from the descriptor.
 */
export function bindEndpoint<const D extends EndpointDef>(
  app: FastifyInstance,
  def: D,
  handler: Handler<D>,
  opts: BindOptions = {},
): void {
  if (app.endpoints.has(def.id)) throw new Error(`endpoint ${def.id} is bound twice`);
  app.endpoints.set(def.id, def);
  const multipart = def.bodyType === 'multipart';
  const schema: Record<string, unknown> = {
    operationId: def.id,
    summary: def.summary,
    tags: [def.tag],
    response: responseSchemas(def),
    ...(def.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
  };
  if (def.params) schema.params = toJsonSchema(def.params, 'input');
  if (def.query) schema.querystring = toJsonSchema(def.query, 'input');
  if (def.body && !multipart) schema.body = toJsonSchema(def.body, 'input');
  if (def.bodyType === 'form')
    schema.consumes = ['application/x-www-form-urlencoded', 'application/json'];
  if (multipart) schema.consumes = ['multipart/form-data'];

  const parts = {
    params: def.params,
    querystring: def.query,
    body: multipart ? undefined : def.body,
  };
  const route: RouteOptions = {
    method: def.method,
    url: def.path,
    schema,
    config: {
      endpointId: def.id,
      ...rateLimitFor(def, app.appConfig),
      ...(opts.cacheControl ? { cacheControl: opts.cacheControl } : {}),
    },
    validatorCompiler: ({ httpPart }) => {
      const s = parts[httpPart as keyof typeof parts];
      return s ? zodValidator(s) : () => ({ value: undefined });
    },
    onRequest: async (req, reply) => {
      const resolution = await req.server.resolveCaller(req);
      req.caller = 'caller' in resolution ? resolution.caller : null;
      if ('caller' in resolution && resolution.sessionEndsAt)
        reportSessionEnd(reply, {
          expiresIn: Math.max(
            0,
            Math.floor((resolution.sessionEndsAt.getTime() - Date.now()) / 1000),
          ),
          idleTimeout: Math.round(req.server.appConfig.sessionIdleMs / 1000),
        });
      const outcome = authorize(def.access, req.caller);
      if (outcome === 401) {
        const failure = 'failure' in resolution ? resolution.failure : 'missing';
        throw unauthorized(failure === 'expired' ? 'sessionExpired' : 'userNotLoggedIn');
      }
      if (outcome === 403) throw forbidden();
      // Staff acting as the user may not act in the user's own name (docs/decisions.md, "Impersonation").
      if (outcome === 'impersonating') throw forbidden('notWhileImpersonating');
    },
    ...(opts.preValidation
      ? { preValidation: async (req: FastifyRequest) => opts.preValidation!(req) }
      : {}),
    handler: async (req, reply) => {
      let body = req.body;
      let files: UploadedFile[] = [];
      if (multipart) {
        const form = await readMultipart(req);
        files = form.files;
        body = def.body ? parsePart(def.body, form.fields) : undefined;
      } else if ((!def.body && hasContent(req.body)) || req.isMultipart())
        // A multipart body reaches every route unparsed (body undefined): refused where not taken.
        throw invalidRequest('invalidValue', { _: 'invalidValue' });
      if (!def.query && hasContent(req.query)) {
        throw invalidRequest(
          'invalidValue',
          Object.fromEntries(Object.keys(req.query as object).map((k) => [k, 'invalidValue'])),
        );
      }
      const db = req.server.database.db;
      const ctx = {
        caller: req.caller,
        requestId: req.id,
        language: requestLanguage(req.caller, req.headers['accept-language']),
        audit: new AuditTrail({ caller: req.caller, requestId: req.id }, auditedAs(def)),
        params: req.params,
        query: req.query,
        body,
        files,
        req,
        reply,
        db,
      } as HandlerContext<D>;
      const result = await handler(ctx);
      await ctx.audit.flush(db);
      if (isFileResponse(def.response)) return sendFile(reply, def.response, result as FileResult);
      reply.code(def.status ?? 200);
      return result;
    },
  };
  app.route(route);
}

/**
 * Tells the client when the caller's session ends if not used again (`X-Session-Expires-In`, whole
 * seconds from now: no clock skew) and the idle time-out (`X-Session-Idle-Timeout`, seconds); the web
 * warns before the end from these (docs/decisions.md, "Sessions and tokens").
 */
export function reportSessionEnd(
  reply: FastifyReply,
  time: { expiresIn: number; idleTimeout: number },
): void {
  reply.header('X-Session-Expires-In', String(time.expiresIn));
  reply.header('X-Session-Idle-Timeout', String(time.idleTimeout));
}

/**
 * The audit row a call leaves when it succeeds (docs/decisions.md, "Audit"): every call about member data
 * (a PHI kind), every signed-in call that changes data and every call marked `audited`, as its contract
 * id; null for the others.
 */
export function auditedAs(def: EndpointDef): AuditedCall | null {
  const disclosure = def.disclosure ? { disclosure: def.disclosure } : {};
  if (def.phi) return { action: def.id, entity: def.phi, ...disclosure };
  if (def.audited || def.disclosure || (def.access.kind === 'signedIn' && def.method !== 'GET'))
    return { action: def.id, entity: def.tag, ...disclosure };
  return null;
}

function parsePart(schema: z.ZodType, data: unknown): unknown {
  const r = zodValidator(schema)(data);
  if ('error' in r) throw r.error;
  return r.value;
}

function sendFile(reply: FastifyReply, response: FileResponse, file: FileResult): FastifyReply {
  if (file.etag) reply.header('etag', `"${file.etag}"`);
  if (file.notModified) return reply.code(304).send();
  const type = file.mediaType ?? response.mediaTypes[0] ?? 'application/octet-stream';
  if (file.headers) for (const [k, v] of Object.entries(file.headers)) reply.header(k, v);
  reply
    .code(file.status ?? 200)
    .header('content-type', type)
    .header('content-disposition', contentDisposition(file.filename, file.inline));
  // Cache-Control: no-store comes from the security plugin, for every API response (unless the route
  // declared its own, BindOptions.cacheControl).
  return reply.send(file.data);
}

export { ValidationError, unknownKeys };
