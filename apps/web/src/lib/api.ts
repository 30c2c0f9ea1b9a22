import { buildPath, isFileResponse } from '@bp/contract/api/endpoint';
import type {
  EndpointDef,
  EndpointParams,
  EndpointQueryInput,
  EndpointBodyInput,
  EndpointResponse,
} from '@bp/contract/api/endpoint';
import type { ApiErrorBody } from '@bp/contract/messages';
import { isLazyValue } from './lazy-value';
import { sessionTimeReported } from './session-time';

/** A failed call: the HTTP status (0 when the network failed) and the API's one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error_description || body.error);
    this.name = 'ApiError';
  }
}

/** The message key of a call an impersonation session may not make (the session is kept). */
export const NOT_WHILE_IMPERSONATING = 'notWhileImpersonating';

/** The message key a rejected call carries after a 401/403 (spec §8). */
export const USER_NOT_LOGGED_IN = 'userNotLoggedIn';

interface ApiConfig {
  /** The session's bearer token, if any. */
  getToken: () => string | null;
  /** Called once per 401/403 on a session call: reset the stores and go to `/?redirect=…`. */
  onUnauthorized: () => void;
  /** The language the user reads the portal in: sent as Accept-Language (messages, documents, e-mail). */
  getLanguage?: () => 'en' | 'sp';
  fetchImpl?: typeof fetch;
}

let config: ApiConfig = { getToken: () => null, onUnauthorized: () => undefined };

/** The signed-in session's bearer token, if any (the anonymous pages use it instead of an anonymous one). */
export function sessionToken(): string | null {
  return config.getToken();
}

/** Wires the client to the session store and the router (done once at start-up, and by tests). */
export function configureApi(next: ApiConfig): void {
  config = next;
}

type Opt<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : { [P in K]: T };

/** Options of a call: typed from the endpoint's params, query and body schemas. */
export type CallOptions<D extends EndpointDef> = Opt<'params', EndpointParams<D>> &
  Partial<Opt<'query', EndpointQueryInput<D>>> &
  Opt<'body', EndpointBodyInput<D>> & {
    /** Send this bearer token instead of the session's (forced password change, impersonation). */
    token?: string;
    signal?: AbortSignal;
    /** Files of a multipart endpoint by field name (e.g. SubmitClaim's `receipts`), sent with their names. */
    files?: Record<string, readonly File[]>;
    /** The fetch cache mode (e.g. 'no-cache': revalidate a cacheable file with its ETag). */
    cache?: RequestCache;
    /**
     * Polling, not the user: the call does not keep the session alive (`X-Background-Request: 1`;
     * docs/decisions.md, "Sessions and tokens").
     */
    background?: boolean;
  };

type Plain = Record<string, unknown>;

function queryString(query: Plain | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

function encodeBody(
  def: EndpointDef,
  body: unknown,
  headers: Headers,
  files?: Record<string, readonly File[]>,
): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (def.bodyType === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body as Plain))
      if (v !== undefined && v !== null) form.append(k, String(v));
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return form;
  }
  if (def.bodyType === 'multipart') {
    const data = new FormData();
    for (const [k, v] of Object.entries(body as Plain)) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v])
        data.append(k, item instanceof Blob ? item : String(item));
    }
    for (const [k, list] of Object.entries(files ?? {}))
      for (const f of list) data.append(k, f, f.name);
    return data; // the browser sets the multipart boundary
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string'
  );
}

async function errorBody(res: Response): Promise<ApiErrorBody> {
  try {
    const json: unknown = await res.json();
    if (isErrorBody(json)) return { ...json, error_description: json.error_description ?? '' };
  } catch {
    // not JSON
  }
  return {
    error: `http_${res.status}`,
    error_description: res.status >= 500 ? 'benefitsUnavailable' : 'genericFailureMessage',
  };
}

/** The header that marks a call as background polling (the server does not slide the session for it). */
export const BACKGROUND_HEADER = 'X-Background-Request';

/** Passes on when the session ends, as a signed-in answer reports it (X-Session-Expires-In, seconds). */
function reportSessionTime(get: (name: string) => string | null): void {
  const expiresIn = get('X-Session-Expires-In');
  const idle = get('X-Session-Idle-Timeout');
  if (expiresIn !== null && idle !== null) sessionTimeReported(Number(expiresIn), Number(idle));
}

/** The URL of a call: path parameters filled, trailing slashes stripped, query appended. */
export function urlOf(def: EndpointDef, params?: Plain, query?: Plain): string {
  const path =
    buildPath(def.path, (params ?? {}) as Record<string, string | number>).replace(/\/+$/, '') ||
    '/';
  return path + queryString(query);
}

/**
 * Whether an endpoint answers with a file (PDF, CSV…) rather than JSON. A response schema the build made
 * lazy (lazy-contract.ts) is a JSON schema, and looking must not build it (file responses stay plain).
 */
function answersWithFile(def: EndpointDef): boolean {
  return !isLazyValue(def.response) && isFileResponse(def.response);
}

/**
 * Calls one contract endpoint; resolves with the response, rejects with ApiError. The JSON is taken as
 * the server sends it: the server writes it through the contract's response schema (apps/server
 * http/schemas.ts), so parsing it again here would only cost the phone time (issue 28).
 */
export async function callApi<D extends EndpointDef>(
  def: D,
  options?: CallOptions<D>,
): Promise<EndpointResponse<D>> {
  const opts = (options ?? {}) as {
    params?: Plain;
    query?: Plain;
    body?: unknown;
    token?: string;
    signal?: AbortSignal;
    files?: Record<string, readonly File[]>;
    cache?: RequestCache;
    background?: boolean;
  };
  const headers = new Headers({ Accept: 'application/json' });
  if (opts.background) headers.set(BACKGROUND_HEADER, '1');
  const language = config.getLanguage?.();
  if (language) headers.set('Accept-Language', language === 'sp' ? 'es-US' : 'en-US');
  const token = opts.token ?? config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: def.method, headers, signal: opts.signal ?? null };
  if (opts.cache) init.cache = opts.cache;
  const body = encodeBody(def, opts.body, headers, opts.files);
  if (body !== undefined) init.body = body;

  let res: Response;
  try {
    res = await (config.fetchImpl ?? fetch)(urlOf(def, opts.params, opts.query), init);
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, { error: 'network_error', error_description: 'benefitsUnavailable' });
  }
  if (opts.token === undefined && token) reportSessionTime((name) => res.headers.get(name));

  if (!res.ok) {
    const sessionCall = def.access.kind !== 'public' && opts.token === undefined;
    const body = res.status === 403 ? await errorBody(res) : undefined;
    // Barred for an impersonation session (the contract's notWhileImpersonating): the session stays.
    if (body?.error_description === NOT_WHILE_IMPERSONATING) throw new ApiError(403, body);
    if ((res.status === 401 || res.status === 403) && sessionCall) {
      config.onUnauthorized();
      throw new ApiError(res.status, {
        error: USER_NOT_LOGGED_IN,
        error_description: USER_NOT_LOGGED_IN,
      });
    }
    throw new ApiError(res.status, body ?? (await errorBody(res)));
  }

  if (answersWithFile(def)) {
    const blob = await res.blob();
    if (blob.size === 0)
      throw new ApiError(res.status, {
        error: 'empty_file',
        error_description: 'errorOccurredDuringDownload',
      });
    return blob as EndpointResponse<D>;
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as EndpointResponse<D>;
}

/**
 * Sends the files of a multipart endpoint with XMLHttpRequest, reporting upload progress (0–1), which
 * fetch cannot. Same headers, error shape and 401/403 handling as `callApi`.
 */
export function uploadWithProgress<D extends EndpointDef>(
  def: D,
  options: {
    query?: EndpointQueryInput<D>;
    files: Record<string, readonly File[]>;
    /** The text parts of the form (sent before the files). */
    fields?: Record<string, string>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<EndpointResponse<D>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, urlOf(def, undefined, options.query as Plain | undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    const language = config.getLanguage?.();
    if (language) xhr.setRequestHeader('Accept-Language', language === 'sp' ? 'es-US' : 'en-US');
    const token = config.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const data = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) data.append(k, v);
    for (const [k, list] of Object.entries(options.files))
      for (const f of list) data.append(k, f, f.name);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const parse = (): unknown => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        return undefined;
      }
    };
    xhr.onload = () => {
      if (token) reportSessionTime((name) => xhr.getResponseHeader(name));
      const json = parse();
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(json as EndpointResponse<D>);
        return;
      }
      const barred = isErrorBody(json) && json.error_description === NOT_WHILE_IMPERSONATING;
      if ((xhr.status === 401 || xhr.status === 403) && def.access.kind !== 'public' && !barred) {
        config.onUnauthorized();
        reject(
          new ApiError(xhr.status, {
            error: USER_NOT_LOGGED_IN,
            error_description: USER_NOT_LOGGED_IN,
          }),
        );
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          isErrorBody(json)
            ? { ...json, error_description: json.error_description ?? '' }
            : {
                error: `http_${xhr.status}`,
                error_description:
                  xhr.status >= 500 ? 'benefitsUnavailable' : 'genericFailureMessage',
              },
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { error: 'network_error', error_description: 'benefitsUnavailable' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.send(data);
  });
}
