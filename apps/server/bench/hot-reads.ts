/**
 * The hot reads of issue 11: the calls a busy portal serves most, as HTTP requests. `npm run bench`
 * drives them with autocannon; `test/hot-reads-explain.pg.int.test.ts` checks that their SQL uses indexes.
 */

/** Who signs in for a hot read. */
export type HotReadCaller = 'member' | 'admin' | 'provider';

/** The data a hot read's request names (a claim of the member, a name, a provider's patient account). */
export interface HotReadFixture {
  /** A claim of the signed-in member's household. */
  claim: { claimPrefix: string; claimNumber: string; claimSuffix: string };
  /** A member's last and first name (admin search). */
  lastName: string;
  firstName: string;
  /** A patient account number on a claim of the signed-in provider. */
  patientAccountNumber: string;
}

export interface HotReadRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
}

export interface HotRead {
  /** Short name, used by `--only` and in the results table. */
  name: string;
  title: string;
  caller: HotReadCaller;
  request(f: HotReadFixture): HotReadRequest;
}

const CLAIMS = '/api/ClaimsInfo/RecentClaimsPaginated';

/** The five hot reads, in the order the results table lists them. */
export const HOT_READS: readonly HotRead[] = [
  {
    name: 'claims-list',
    title: 'Member claims list page (20)',
    caller: 'member',
    // The claims screen's first page: newest service date first, 20 rows (apps/web claim-filters).
    request: () => ({
      method: 'POST',
      url: CLAIMS,
      body: { currentPage: 1, items: 20, sortField: 'serviceDateFrom', sortAsc: false },
    }),
  },
  {
    name: 'claim-details',
    title: 'Member claim details',
    caller: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/ClaimsInfo/ClaimDetails?${new URLSearchParams(f.claim).toString()}`,
    }),
  },
  {
    name: 'recent-claims',
    title: 'Member recent claims (dashboard, 5)',
    caller: 'member',
    request: () => ({
      method: 'POST',
      url: CLAIMS,
      body: { currentPage: 1, items: 5, sortField: 'serviceDateFrom', sortAsc: false },
    }),
  },
  {
    name: 'member-search',
    title: 'Admin member search by name',
    caller: 'admin',
    // Last and first name, as staff look a caller up; the screen's default sort (group number), page 1.
    request: (f) => ({
      method: 'POST',
      url: '/api/Member/Search',
      body: { lastName: f.lastName, firstName: f.firstName, pageNumber: 1, pageSize: 20 },
    }),
  },
  {
    name: 'provider-claim-search',
    title: 'Provider claim search (patient account no.)',
    caller: 'provider',
    request: (f) => ({
      method: 'POST',
      url: `${CLAIMS}/Admin`,
      body: { patientAccountNumber: f.patientAccountNumber, currentPage: 1, items: 20 },
    }),
  },
];

/** The hot reads named in `only` (comma-separated names), all when empty; unknown names throw. */
export function selectHotReads(only: string | undefined): HotRead[] {
  if (!only) return [...HOT_READS];
  const names = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !HOT_READS.some((h) => h.name === n));
  if (unknown.length)
    throw new Error(
      `unknown hot read(s): ${unknown.join(', ')} (known: ${HOT_READS.map((h) => h.name).join(', ')})`,
    );
  return HOT_READS.filter((h) => names.includes(h.name));
}
