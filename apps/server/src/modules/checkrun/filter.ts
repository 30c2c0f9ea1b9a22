/**
 * A check-run filter (InitiateFilter → initiate) travels as an opaque id: base64url of its JSON. It holds
 * no secret and nothing the caller could not send anyway, so it needs no storage; it is re-validated here.
 */
export interface RunFilter {
  claimTypes: string[];
  paidFromDate?: string;
  paidThruDate?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function encodeFilter(f: RunFilter): string {
  return Buffer.from(JSON.stringify(f), 'utf8').toString('base64url');
}

/** The filter of an id, or null when the id is not one this server produced. */
export function decodeFilter(id: string): RunFilter | null {
  if (id.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  try {
    const v = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as Record<string, unknown>;
    const types = v.claimTypes;
    if (!Array.isArray(types) || types.length > 20) return null;
    if (!types.every((t) => typeof t === 'string' && t.length <= 10)) return null;
    const out: RunFilter = { claimTypes: types as string[] };
    for (const k of ['paidFromDate', 'paidThruDate'] as const) {
      const d = v[k];
      if (d === undefined) continue;
      if (typeof d !== 'string' || !DATE.test(d)) return null;
      out[k] = d;
    }
    return out;
  } catch {
    return null;
  }
}
