import type { ClaimDetails, ClaimLine } from '@bp/contract/api/claims';

/** One remark code and its explanation. */
export interface Remark {
  code: string;
  explanation: string;
}

const SLOTS = [0, 1, 2, 3] as const;

/** The remark codes of a service line in display order (explanationCode0-3, at most 4, spec §3), without repeats. */
export function lineRemarks(line: ClaimLine): Remark[] {
  const out: Remark[] = [];
  for (const i of SLOTS) {
    const code = line[`explanationCode${i}`]?.trim();
    if (!code || out.some((r) => r.code === code)) continue;
    out.push({ code, explanation: line[`explanation${i}`]?.trim() ?? '' });
  }
  return out;
}

/**
 * The claim's "explanation of codes": every code of its lines once, in order of first appearance.
 * The API's de-duplicated `remarks` give the explanation where a line left it empty.
 */
export function explanationsOf(claim: Pick<ClaimDetails, 'lines' | 'remarks'>): Remark[] {
  const byCode = new Map<string, Remark>();
  for (const line of claim.lines) {
    for (const r of lineRemarks(line)) {
      const seen = byCode.get(r.code);
      if (!seen) byCode.set(r.code, { ...r });
      else if (!seen.explanation && r.explanation) seen.explanation = r.explanation;
    }
  }
  for (const r of claim.remarks) {
    const seen = byCode.get(r.code);
    if (!seen) byCode.set(r.code, { code: r.code, explanation: r.explanation });
    else if (!seen.explanation) seen.explanation = r.explanation;
  }
  return [...byCode.values()];
}
