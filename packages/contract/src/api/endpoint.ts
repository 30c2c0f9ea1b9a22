import type { z } from 'zod';
import type { PermissionKey } from '../permissions.js';
import type { RoleClass, RoleName } from '../roles.js';
import type { PhiKind } from '../phi.js';
import type { DisclosurePurpose } from '../disclosures.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Why an impersonation session may not make a call (docs/decisions.md, "Impersonation"): staff act as a
 * user to see and help, never to own the account or to act in the user's own name.
 * - credentials: the sign-in password and any other sign-in factor;
 * - contact: the account's e-mail (where password resets go) and notification settings;
 * - sso: single sign-on to partner sites (an assertion that the user signed in);
 * - consent: the user's own legal acts (terms of service, privacy grants, attestations, identity proof);
 * - accessManagement: creating or changing other accounts, their credentials, permissions or access.
 */
export const IMPERSONATION_BARS = [
  'credentials',
  'contact',
  'sso',
  'consent',
  'accessManagement',
] as const;
export type ImpersonationBar = (typeof IMPERSONATION_BARS)[number];

/**
 * Who may call an endpoint. Deny by default: every descriptor states one of these.
 * - public: no token needed (login, forgot password, support contact, registration).
 * - anonymous: a token from the `anonymous` grant, or any signed-in user.
 * - signedIn: a signed-in user of one of `roleClasses` (optionally narrowed to `roles`)
 *   holding at least one of `anyPermission` (when given).
 */
export type Access = { kind: 'public' } | { kind: 'anonymous' } | SignedInAccess;

/** A signed-in user of one of `roleClasses` (see `Access`). */
export interface SignedInAccess {
  kind: 'signedIn';
  roleClasses: readonly RoleClass[];
  roles?: readonly RoleName[];
  anyPermission?: readonly PermissionKey[];
  /**
   * Role classes that need none of `anyPermission` (the spec's routes name no permission for
   * them; their rows are scoped to what they may see). A server that ignores this only denies more.
   */
  exemptClasses?: readonly RoleClass[];
  /** The call changes data: a read-only grant of the permission does not suffice. */
  write?: boolean;
  /** Callable while the account must still change its password (only ChangePassword). */
  duringForcedChange?: boolean;
  /** An impersonation session may not make this call (403 notWhileImpersonating), for this reason. */
  notWhileImpersonating?: ImpersonationBar;
}

/** A response that is a file in the body (PDF, CSV) rather than JSON. */
export interface FileResponse {
  kind: 'file';
  mediaTypes: readonly string[];
}

export type RequestBodyType = 'json' | 'form' | 'multipart';

/** One call of spec §7: the single definition used by server routes, web hooks, OpenAPI and tests. */
export interface EndpointDef {
  /** Stable id, `<domain>.<name>`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Exact path including `/api`, case as the spec writes it; parameters as `:name`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /**
   * The kind of member data (PHI) the response carries. The server answers it only within that kind's
   * access rule (`PHI_ACCESS`), and the PHI access test probes the call with callers outside it.
   */
  readonly phi?: PhiKind;
  /**
   * The call leaves an audit row though it declares no PHI kind and changes nothing (a finance document, a
   * call log export): the server audits every PHI call and every signed-in change anyway.
   */
  readonly audited?: boolean;
  /**
   * The call discloses PHI outside treatment, payment and operations (45 CFR 164.528): each member the
   * call notes gets an entry on the accounting of disclosures (the member's "Who has seen my information"),
   * under this purpose, with the recipient the handler names (`ctx.audit.disclosedTo`).
   */
  readonly disclosure?: DisclosurePurpose;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly bodyType?: RequestBodyType;
  readonly response: z.ZodType | FileResponse;
  /** Success status; 200 unless stated. */
  readonly status?: number;
}

/** Declares an endpoint, keeping its literal types for inference. */
export function endpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<D extends EndpointDef> = Infer<D['params']>;
export type EndpointQuery<D extends EndpointDef> = Infer<D['query']>;
export type EndpointBody<D extends EndpointDef> = Infer<D['body']>;
/** What a client sends (before defaults and transforms). */
export type EndpointQueryInput<D extends EndpointDef> = Input<D['query']>;
export type EndpointBodyInput<D extends EndpointDef> = Input<D['body']>;
export type EndpointResponse<D extends EndpointDef> = D['response'] extends z.ZodType
  ? z.infer<D['response']>
  : Blob;

/** Fills `:name` parameters of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path
    .replace(/:([A-Za-z0-9_]+)(\?)?/g, (_m, name: string, optional?: string) => {
      const v = params[name];
      if (v === undefined) {
        if (optional) return '';
        throw new Error(`missing path parameter ${name}`);
      }
      return encodeURIComponent(String(v));
    })
    .replace(/\/+$/, '');
}

/** True when the response of an endpoint is a file. */
export function isFileResponse(r: EndpointDef['response']): r is FileResponse {
  return (r as FileResponse).kind === 'file';
}
