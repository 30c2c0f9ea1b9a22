import type { Bundle, BundleEntry, OperationOutcome, Resource } from 'fhir/r4';
import { FHIR_PAGE_PARAM, type FhirResourceType } from '@bp/contract/fhir';

/** The query string of a search link: the normalised parameters, then the page cursor. */
export function searchUrl(
  baseUrl: string,
  type: FhirResourceType,
  params: readonly [string, string][],
  cursor?: string,
): string {
  const q = new URLSearchParams();
  for (const [k, v] of params) q.append(k, v);
  if (cursor !== undefined) q.append(FHIR_PAGE_PARAM, cursor);
  const qs = q.toString();
  return `${baseUrl}/${type}${qs ? `?${qs}` : ''}`;
}

/**
 * A searchset Bundle: the matches (search.mode match) with their absolute fullUrl, `total` when the search
 * counted, the resources `_include` added (search.mode include), the `self` link (the normalised search, with this page's cursor) and `next` when another page
 * follows. A warning (lenient handling of unknown parameters) goes in as an OperationOutcome entry
 * (search.mode outcome).
 */
export function searchset(opts: {
  baseUrl: string;
  type: FhirResourceType;
  params: readonly [string, string][];
  resources: Resource[];
  /** Resources `_include` added (search.mode include). */
  included?: Resource[];
  total?: number;
  cursor?: string;
  nextCursor?: string;
  warning?: OperationOutcome;
}): Bundle {
  const entry: BundleEntry[] = opts.resources.map((r) => ({
    fullUrl: `${opts.baseUrl}/${r.resourceType}/${r.id}`,
    resource: r,
    search: { mode: 'match' },
  }));
  for (const r of opts.included ?? [])
    entry.push({
      fullUrl: `${opts.baseUrl}/${r.resourceType}/${r.id}`,
      resource: r,
      search: { mode: 'include' },
    });
  if (opts.warning) entry.push({ resource: opts.warning, search: { mode: 'outcome' } });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(opts.total !== undefined ? { total: opts.total } : {}),
    link: [
      { relation: 'self', url: searchUrl(opts.baseUrl, opts.type, opts.params, opts.cursor) },
      ...(opts.nextCursor !== undefined
        ? [
            {
              relation: 'next',
              url: searchUrl(opts.baseUrl, opts.type, opts.params, opts.nextCursor),
            },
          ]
        : []),
    ],
    ...(entry.length ? { entry } : {}),
  };
}
