import { CLAIM_DATE_FILTERS, CLAIM_TYPES, type Language } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { languageOf } from '../../mail/templates.js';
import { coverageCode } from '../scope/codes.js';
import { coverageTypeRows, placeOfServiceRows } from './details-repo.js';

/** The language of reference texts: the one asked for, else the caller's account language, else English. */
export function textLanguage(
  asked: Language | undefined,
  caller: Pick<Caller, 'language'> | null,
): Language {
  return asked ?? languageOf(caller?.language);
}

const CLAIM_TYPE_CODES = new Set<string>(CLAIM_TYPES.map((t) => t.code));

/**
 * SearchOptions: the claim filters' option lists. Coverage codes are the coverage_types reference table
 * (spec §3's coverage types, in both languages) in its display order; claim types are the coverages
 * that produce claims (the contract's claim types); date filters are the contract's list.
 */
export async function searchOptions(db: DbOrTx, language: Language) {
  const sp = language === 'sp';
  const coverageCodes = (await coverageTypeRows(db)).map((r) => ({
    value: coverageCode(r.code),
    label: sp ? r.nameSp : r.name,
  }));
  return {
    claimTypes: coverageCodes.filter((o) => CLAIM_TYPE_CODES.has(o.value)),
    coverageCodes,
    dateFilters: CLAIM_DATE_FILTERS.map((d) => ({
      value: d.code,
      label: sp ? d.descriptionSp : d.description,
    })),
  };
}

/** PlaceOfServiceCodes: the CMS place-of-service list by code, names in the language (English when untranslated). */
export async function placeOfServiceCodes(db: DbOrTx, language: Language) {
  return (await placeOfServiceRows(db)).map((r) => ({
    code: r.code,
    description: language === 'sp' ? (r.nameSp ?? r.name) : r.name,
  }));
}
