import {
  FHIR_CATALOGUE,
  FHIR_COUNT_DEFAULT,
  FHIR_COUNT_MAX,
  FHIR_COUNT_PARAM,
  FHIR_INCLUDE_PARAM,
  FHIR_PAGE_PARAM,
  isFhirResourceType,
  type FhirResourceType,
} from '@bp/contract/fhir';
import { badCursor, invalidParam, unknownParams } from './errors.js';

/**
 * Search parameters of the FHIR API, parsed and validated (pure; the repository turns them into SQL).
 *
 * - Each parameter the type's catalogue entry lists, plus `_count` (default 20, at most 100) and `_page`
 *   (the opaque cursor of a `next` link). Repeating a parameter ANDs its occurrences; commas inside one
 *   occurrence OR its values (FHIR's rules).
 * - Anything else is refused with 400 and an OperationOutcome naming each unknown parameter (strict, like
 *   a server that does not want an app to take a broader answer for a filtered one); with
 *   `Prefer: handling=lenient` they are ignored and reported back as a warning.
 * - A few result parameters every client sends are accepted: `_format` when it asks for JSON.
 */

export type DatePrefix = 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le' | 'sa' | 'eb';
const DATE_PREFIXES: readonly DatePrefix[] = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb'];

/** A date search value: its prefix and the interval its precision covers, `[start, end)` as UTC instants. */
export interface DateBound {
  prefix: DatePrefix;
  start: Date;
  end: Date;
  /** The value was a calendar date (YYYY, YYYY-MM or YYYY-MM-DD), not a time. */
  dateOnly: boolean;
}

/** A token value: `system|code`, `|code` (no system: system === null), `code` (any system), `system|`. */
export interface Token {
  system?: string | null;
  code?: string;
}

export interface ParsedSearch {
  type: FhirResourceType;
  /** `_id`: each inner list is one occurrence (OR of values); occurrences AND. */
  ids: string[][];
  /** `identifier`. */
  identifiers: Token[][];
  /** `patient` (Coverage, EOB): the referenced patient ids, as given. */
  patients: string[][];
  /** `type` (EOB). */
  types: Token[][];
  lastUpdated: DateBound[];
  serviceDate: DateBound[];
  /** `service-start-date` and `billable-period-start` (EOB): the first day of the billable period. */
  serviceStart: DateBound[];
  /** `_include`: the reference (search parameter name, or `*`) and the target type when one is named. */
  includes: { param: string; target?: FhirResourceType }[];
  count: number;
  cursor?: string;
  /** Parameters ignored under lenient handling (reported as a warning). */
  ignored: string[];
  /** The parameters as given (trimmed), in a fixed order, for the self link. */
  normalized: [string, string][];
}

const RESULT_PARAMS = new Set([FHIR_COUNT_PARAM, FHIR_PAGE_PARAM, '_format']);
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

/** The parameters a type accepts (catalogue search parameters and the result parameters). */
export function acceptedParams(type: FhirResourceType): string[] {
  const def = FHIR_CATALOGUE[type];
  return [
    ...def.searchParams.map((p) => p.name),
    ...RESULT_PARAMS,
    ...(def.includes.length ? [FHIR_INCLUDE_PARAM] : []),
  ];
}

export function parseSearch(
  type: FhirResourceType,
  query: Record<string, string | string[] | undefined>,
  opts: { lenient?: boolean } = {},
): ParsedSearch {
  const known = new Set(acceptedParams(type));
  const unknown = Object.keys(query)
    .filter((k) => query[k] !== undefined && !known.has(k))
    .sort();
  if (unknown.length && !opts.lenient) throw unknownParams(type, unknown);
  const all = (name: string): string[] => {
    const v = query[name];
    const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
    return list.map((s) => s.trim());
  };
  const one = (name: string): string | undefined => {
    const list = all(name);
    if (list.length > 1) throw invalidParam(name, 'may be given once');
    return list[0];
  };
  const nonEmpty = (name: string, s: string) => {
    if (s === '') throw invalidParam(name, 'empty value');
    return s;
  };
  const csv = (name: string) =>
    all(name).map((occ) =>
      nonEmpty(name, occ)
        .split(',')
        .map((x) => nonEmpty(name, x.trim())),
    );

  const ids = csv('_id').map((vals) =>
    vals.map((v) => {
      if (!/^[A-Za-z0-9\-.]{1,64}$/.test(v)) throw invalidParam('_id', 'not a resource id');
      return v;
    }),
  );
  const identifiers = csv('identifier').map((vals) => vals.map((v) => parseToken('identifier', v)));
  const types = csv('type').map((vals) => vals.map((v) => parseToken('type', v)));
  const patients = csv('patient');
  const lastUpdated = all('_lastUpdated').map((v) => parseDate('_lastUpdated', v, false));
  const serviceDate = all('service-date').map((v) => parseDate('service-date', v, true));
  const serviceStart = [
    ...all('service-start-date').map((v) => parseDate('service-start-date', v, true)),
    ...all('billable-period-start').map((v) => parseDate('billable-period-start', v, true)),
  ];
  const includes = all(FHIR_INCLUDE_PARAM).map((v) => parseInclude(type, v));

  const countRaw = one(FHIR_COUNT_PARAM);
  let count = FHIR_COUNT_DEFAULT;
  if (countRaw !== undefined) {
    if (!/^\d{1,6}$/.test(countRaw)) throw invalidParam(FHIR_COUNT_PARAM, 'not a whole number');
    count = Math.min(Number(countRaw), FHIR_COUNT_MAX);
    if (count < 1) throw invalidParam(FHIR_COUNT_PARAM, 'must be at least 1');
  }
  const cursor = one(FHIR_PAGE_PARAM);
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw badCursor();
  const format = one('_format');
  if (format !== undefined && !JSON_FORMATS.has(format))
    throw invalidParam('_format', 'only JSON is served');

  const normalized: [string, string][] = [];
  for (const name of FHIR_CATALOGUE[type].searchParams.map((p) => p.name))
    for (const v of all(name)) normalized.push([name, v]);
  for (const v of all(FHIR_INCLUDE_PARAM)) normalized.push([FHIR_INCLUDE_PARAM, v]);
  if (countRaw !== undefined) normalized.push([FHIR_COUNT_PARAM, String(count)]);

  return {
    type,
    ids,
    identifiers,
    patients,
    types,
    lastUpdated,
    serviceDate,
    serviceStart,
    includes,
    count,
    ...(cursor !== undefined ? { cursor } : {}),
    ignored: unknown,
    normalized,
  };
}

/** An `_include` value the type supports: `Type:param` or `Type:param:TargetType` (catalogue `includes`). */
function parseInclude(type: FhirResourceType, raw: string): ParsedSearch['includes'][number] {
  const [source, param, target, ...rest] = raw.split(':');
  const supported = FHIR_CATALOGUE[type].includes;
  if (
    rest.length ||
    param === undefined ||
    !supported.includes(`${source}:${param}`) ||
    (target !== undefined && (param === '*' || !isFhirResourceType(target)))
  )
    throw invalidParam(FHIR_INCLUDE_PARAM, `supported: ${supported.join(', ')}`);
  return target !== undefined ? { param, target: target as FhirResourceType } : { param };
}

/** A token value (`system|code`, `|code`, `code`, `system|`). */
export function parseToken(param: string, raw: string): Token {
  const bar = raw.indexOf('|');
  if (bar < 0) return { code: unescape(raw) };
  if (raw.indexOf('|', bar + 1) >= 0 && !raw.includes('\\|'))
    throw invalidParam(param, 'more than one "|"');
  const system = raw.slice(0, bar);
  const code = raw.slice(bar + 1);
  if (system === '' && code === '') throw invalidParam(param, 'empty token');
  return {
    system: system === '' ? null : system,
    ...(code === '' ? {} : { code: unescape(code) }),
  };
}

const unescape = (s: string) => s.replace(/\\([,|$\\])/g, '$1');

const DATE_RE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * A date search value with an optional prefix. Precision sets the interval: `2024` is the year,
 * `2024-03` the month, `2024-03-05` the day (UTC), a time with seconds the second (a time must carry its
 * zone). `dateOnly` parameters (service-date: the claim's dates are calendar dates) take dates only.
 */
export function parseDate(param: string, raw: string, dateOnly: boolean): DateBound {
  const p = raw.slice(0, 2);
  const prefix: DatePrefix = (DATE_PREFIXES as readonly string[]).includes(p)
    ? (p as DatePrefix)
    : 'eq';
  const value = prefix === 'eq' && p !== 'eq' ? raw : raw.slice(2);
  const m = DATE_RE.exec(value);
  if (!m)
    throw invalidParam(param, 'not a FHIR date (YYYY, YYYY-MM, YYYY-MM-DD or a time with zone)');
  const [, y, mo, d, hh, mi, ss, frac, zone] = m;
  const year = Number(y);
  const month = mo === undefined ? undefined : Number(mo);
  const day = d === undefined ? undefined : Number(d);
  if (month !== undefined && (month < 1 || month > 12)) throw invalidParam(param, 'no such month');
  if (day !== undefined) {
    const last = new Date(Date.UTC(year, month!, 0)).getUTCDate();
    if (day < 1 || day > last) throw invalidParam(param, 'no such day');
  }
  if (hh !== undefined) {
    if (dateOnly) throw invalidParam(param, 'takes a date (YYYY, YYYY-MM or YYYY-MM-DD)');
    if (Number(hh) > 23 || Number(mi) > 59 || (ss !== undefined && Number(ss) > 59))
      throw invalidParam(param, 'no such time');
    const start = new Date(value.replace(/(\.\d{3})\d+/, '$1'));
    if (Number.isNaN(start.getTime())) throw invalidParam(param, 'no such time');
    // The interval of the precision given: a minute, a second, or the fraction's digits.
    const unit = ss === undefined ? 60_000 : frac === undefined ? 1000 : 1;
    void zone;
    return { prefix, start, end: new Date(start.getTime() + unit), dateOnly: false };
  }
  const start = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const end =
    day !== undefined
      ? new Date(Date.UTC(year, month! - 1, day + 1))
      : month !== undefined
        ? new Date(Date.UTC(year, month, 1))
        : new Date(Date.UTC(year + 1, 0, 1));
  return { prefix, start, end, dateOnly: true };
}

/**
 * True when a target interval `[ts, te)` matches the bound, by FHIR's rules for ranges (search.html#prefix):
 * eq the search range contains the target; ne not eq; gt / lt the target extends above / below the search
 * range; ge / le gt / lt or eq; sa / eb the target starts after / ends before the search range. The
 * repository writes the same comparisons in SQL (`dateCondition`); this is their reference for the tests.
 */
export function dateMatches(b: DateBound, ts: Date, te: Date): boolean {
  const ss = b.start.getTime();
  const se = b.end.getTime();
  const s = ts.getTime();
  const e = te.getTime();
  const eq = ss <= s && e <= se;
  switch (b.prefix) {
    case 'eq':
      return eq;
    case 'ne':
      return !eq;
    case 'gt':
      return e > se;
    case 'lt':
      return s < ss;
    case 'ge':
      return e > se || eq;
    case 'le':
      return s < ss || eq;
    case 'sa':
      return s >= se;
    case 'eb':
      return e <= ss;
  }
}

/** A page cursor: the last row's sort key and id, opaque to the app (base64url of JSON). */
export interface Cursor {
  key: string | null;
  id: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.key, c.id])).toString('base64url');
}

/** The cursor of `_page`; a value this server did not issue is 400. */
export function decodeCursor(raw: string): Cursor {
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(v) ||
    v.length !== 2 ||
    !(v[0] === null || (typeof v[0] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v[0]))) ||
    typeof v[1] !== 'number' ||
    !Number.isSafeInteger(v[1]) ||
    v[1] < 0
  )
    throw badCursor();
  return { key: v[0] as string | null, id: v[1] };
}
