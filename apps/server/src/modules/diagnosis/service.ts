import type { EndpointQuery } from '@bp/contract';
import type { diagnosisCodeSearch } from '@bp/contract/api/household';
import type { ServiceCtx } from '../../http/context.js';
import { normalizeDiagnosisCode } from '../scope/codes.js';
import * as repo from './repo.js';

const described = (r: repo.DiagnosisRow, sp: boolean) =>
  sp ? (r.descriptionSp ?? r.description) : r.description;

/**
 * DiagnosisCode/Search: codes by code prefix (typed with or without the dot) or by words of the
 * English or Spanish description (accents ignored), in the caller's language, at most `limit`.
 */
export async function searchDiagnosisCodes(
  c: ServiceCtx,
  input: EndpointQuery<typeof diagnosisCodeSearch>,
) {
  const rows = await repo.search(
    c.db,
    { code: normalizeDiagnosisCode(input.query), text: input.query.trim() },
    input.limit,
  );
  const sp = c.language === 'sp';
  return rows.map((r) => ({ code: r.code, description: described(r, sp) }));
}

/**
 * DiagnosisCode/DiagnosisCodeApplies: whether the code is a billable code of the reference list.
 * `requiresReview` is false: no group carries diagnosis review rules yet (docs/decisions.md, issue 8).
 */
export async function diagnosisCodeApplies(c: ServiceCtx, code: string) {
  const normalized = normalizeDiagnosisCode(code);
  const row = await repo.byCode(c.db, normalized);
  return {
    code: row?.code ?? normalized,
    applies: row !== undefined,
    description: row ? described(row, c.language === 'sp') : null,
    requiresReview: false,
  };
}
