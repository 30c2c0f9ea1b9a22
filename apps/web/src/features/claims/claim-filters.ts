import { CLAIM_SORT_FIELDS, memberClaimsListRequest } from '@bp/contract/api/claims';
import { CLAIMS_PAGE_SIZE } from '@bp/contract/constants';
import {
  CLAIM_DATE_FILTERS,
  CLAIM_TYPES,
  type ClaimDateFilterCode,
  type ClaimTypeCode,
} from '@bp/contract/reference/coverage';
import { parseClaimNumber } from '@bp/contract/rules/claim-number';
import { formatIsoDate, formatUsDate, parseAnyDate } from '@bp/contract/rules/dates';
import type { z } from 'zod';
import { validateWith } from '../../lib/validate';

/** The list's sortable fields (RecentClaimsPaginated `sortField`). */
export const SORT_FIELDS = CLAIM_SORT_FIELDS;
export type ClaimSortField = (typeof SORT_FIELDS)[number];

/** The applied filters of the claims list; dates are ISO (YYYY-MM-DD). */
export interface ClaimFilters {
  claimType?: ClaimTypeCode;
  dateFilter?: ClaimDateFilterCode;
  from?: string;
  thru?: string;
  /** A calendar year of service; absent = Recent (no year limit). */
  year?: number;
  /** The patient's dependent number (0 = the employee). */
  patient?: number;
  provider?: string;
  /** A full claim number, prefix-number[-suffix]. */
  claim?: string;
  check?: string;
}

/** Everything the list shows: filters, sort and page; kept in the URL's search params. */
export interface ClaimListState {
  filters: ClaimFilters;
  sortField: ClaimSortField;
  sortAsc: boolean;
  page: number;
}

export const DEFAULT_SORT: Pick<ClaimListState, 'sortField' | 'sortAsc'> = {
  sortField: 'serviceDateFrom',
  sortAsc: false,
};

const TYPE_CODES = new Set<string>(CLAIM_TYPES.map((c) => c.code));
const DATE_FILTER_CODES = new Set<string>(CLAIM_DATE_FILTERS.map((c) => c.code));
const SORTS = new Set<string>(SORT_FIELDS);
const MAX_TEXT = 20;

/** The first direction of a newly chosen sort column: names and numbers A→Z, dates and money newest/highest first. */
export function defaultSortAsc(field: ClaimSortField): boolean {
  return field === 'claimNumber' || field === 'patientLastName' || field === 'status';
}

function isoOf(text: string | null): string | undefined {
  if (!text) return undefined;
  const d = parseAnyDate(text);
  return d ? formatIsoDate(d) : undefined;
}

function textOf(text: string | null): string | undefined {
  const v = text?.trim();
  return v && v.length <= MAX_TEXT ? v : undefined;
}

/**
 * Reads the list state from the URL. Anything unreadable (a hand-edited value) is dropped rather than
 * sent, so a bad link shows the unfiltered list instead of an error.
 */
export function readListState(params: URLSearchParams): ClaimListState {
  const f: ClaimFilters = {};
  const type = params.get('type');
  if (type && TYPE_CODES.has(type)) f.claimType = type as ClaimTypeCode;
  const year = params.get('year');
  if (year && /^\d{4}$/.test(year)) f.year = Number(year);
  else {
    const dateFilter = params.get('dateFilter');
    if (dateFilter && DATE_FILTER_CODES.has(dateFilter))
      f.dateFilter = dateFilter as ClaimDateFilterCode;
    const from = isoOf(params.get('from'));
    const thru = isoOf(params.get('thru'));
    if (from) f.from = from;
    if (thru && (!from || thru >= from)) f.thru = thru;
  }
  const patient = params.get('patient');
  if (patient && /^\d{1,3}$/.test(patient)) f.patient = Number(patient);
  const provider = textOf(params.get('provider'));
  if (provider) f.provider = provider;
  const claim = params.get('claim');
  if (claim && parseClaimNumber(claim) && claim.length <= 40) f.claim = claim.trim();
  const check = textOf(params.get('check'));
  if (check) f.check = check;

  const sort = params.get('sort');
  const sortField = sort && SORTS.has(sort) ? (sort as ClaimSortField) : DEFAULT_SORT.sortField;
  const dir = params.get('dir');
  const sortAsc =
    dir === 'asc'
      ? true
      : dir === 'desc'
        ? false
        : sortField === DEFAULT_SORT.sortField
          ? DEFAULT_SORT.sortAsc
          : defaultSortAsc(sortField);
  const pageText = params.get('page');
  const page =
    pageText && /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { filters: f, sortField, sortAsc, page };
}

/** Writes the list state as search params, leaving defaults out so plain links stay plain. */
export function writeListState(state: ClaimListState): URLSearchParams {
  const p = new URLSearchParams();
  const f = state.filters;
  if (f.claimType) p.set('type', f.claimType);
  if (f.year !== undefined) p.set('year', String(f.year));
  if (f.dateFilter && (f.from || f.thru)) p.set('dateFilter', f.dateFilter);
  if (f.from) p.set('from', f.from);
  if (f.thru) p.set('thru', f.thru);
  if (f.patient !== undefined) p.set('patient', String(f.patient));
  if (f.provider) p.set('provider', f.provider);
  if (f.claim) p.set('claim', f.claim);
  if (f.check) p.set('check', f.check);
  if (state.sortField !== DEFAULT_SORT.sortField || state.sortAsc !== DEFAULT_SORT.sortAsc) {
    p.set('sort', state.sortField);
    p.set('dir', state.sortAsc ? 'asc' : 'desc');
  }
  if (state.page > 1) p.set('page', String(state.page));
  return p;
}

/** True when any filter narrows the list (Recent is not a filter): an empty page then means "no results". */
export function hasFilters(f: ClaimFilters): boolean {
  return Object.values(f).some((v) => v !== undefined && v !== '');
}

type ListBody = z.input<typeof memberClaimsListRequest>;

/**
 * The filter part of the request body. A year is its calendar year of service; otherwise the date range
 * applies to the chosen claim date (date of service when none is chosen).
 */
export function filterBody(
  f: ClaimFilters,
): Omit<ListBody, 'currentPage' | 'items' | 'sortField' | 'sortAsc'> {
  const body: Omit<ListBody, 'currentPage' | 'items' | 'sortField' | 'sortAsc'> = {};
  if (f.claimType) body.claimType = f.claimType;
  if (f.year !== undefined) {
    body.dateFilter = 'serviceDate';
    body.filterFromDate = `${f.year}-01-01`;
    body.filterThruDate = `${f.year}-12-31`;
  } else if (f.from || f.thru) {
    body.dateFilter = f.dateFilter ?? 'serviceDate';
    if (f.from) body.filterFromDate = f.from;
    if (f.thru) body.filterThruDate = f.thru;
  }
  if (f.patient !== undefined) body.dependentNumber = f.patient;
  if (f.provider) body.providerNumber = f.provider;
  const parts = f.claim ? parseClaimNumber(f.claim) : null;
  if (parts) {
    body.claimPrefix = parts.claimPrefix;
    body.claimNumber = parts.claimNumber;
    if (parts.claimSuffix) body.claimSuffix = parts.claimSuffix;
  }
  if (f.check) body.checkNumber = f.check;
  return body;
}

/** The RecentClaimsPaginated body of a list state (20 a page, spec §9). */
export function listBody(state: ClaimListState): ListBody {
  return {
    ...filterBody(state.filters),
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    currentPage: state.page,
    items: CLAIMS_PAGE_SIZE,
  };
}

/** The ExportClaims body: the list's filters and sort, every matching row. */
export function exportBody(state: ClaimListState): Omit<ListBody, 'currentPage' | 'items'> {
  return { ...filterBody(state.filters), sortField: state.sortField, sortAsc: state.sortAsc };
}

/** The filter form's values: what the member typed (dates MM/dd/yyyy, selects as strings, '' = any). */
export interface FilterFormValues {
  claimType: string;
  dateFilter: string;
  from: string;
  thru: string;
  year: string;
  patient: string;
  provider: string;
  claim: string;
  check: string;
}

export const EMPTY_FORM: FilterFormValues = {
  claimType: '',
  dateFilter: 'serviceDate',
  from: '',
  thru: '',
  year: '',
  patient: '',
  provider: '',
  claim: '',
  check: '',
};

/** The form's values for applied filters (dates shown MM/dd/yyyy, spec §9). */
export function formValuesOf(f: ClaimFilters): FilterFormValues {
  const us = (iso: string | undefined) => {
    const d = iso ? parseAnyDate(iso) : null;
    return d ? formatUsDate(d) : '';
  };
  return {
    claimType: f.claimType ?? '',
    dateFilter: f.dateFilter ?? 'serviceDate',
    from: us(f.from),
    thru: us(f.thru),
    year: f.year !== undefined ? String(f.year) : '',
    patient: f.patient !== undefined ? String(f.patient) : '',
    provider: f.provider ?? '',
    claim: f.claim ?? '',
    check: f.check ?? '',
  };
}

/** Request field → form field, for mapping the contract's issues (and the server's) onto the inputs. */
export const FORM_FIELD_OF: Record<string, keyof FilterFormValues> = {
  claimType: 'claimType',
  dateFilter: 'dateFilter',
  filterFromDate: 'from',
  filterThruDate: 'thru',
  dependentNumber: 'patient',
  providerNumber: 'provider',
  claimPrefix: 'claim',
  claimNumber: 'claim',
  claimSuffix: 'claim',
  checkNumber: 'check',
};

export type FilterValidation =
  | { ok: true; filters: ClaimFilters }
  | { ok: false; fields: Partial<Record<keyof FilterFormValues, string>> };

/**
 * Checks the form with the contract's rules (dates MM/dd/yyyy, thru not before from, claim number of
 * 2–3 numeric parts, text lengths) and turns it into filters. A year replaces the date range.
 */
export function validateFilterForm(v: FilterFormValues): FilterValidation {
  const fields: Partial<Record<keyof FilterFormValues, string>> = {};
  const claim = v.claim.trim();
  const parts = claim ? parseClaimNumber(claim) : null;
  if (claim && !parts) fields.claim = 'invalidClaimNumber';
  const year = v.year && /^\d{4}$/.test(v.year) ? Number(v.year) : undefined;
  const candidate: ListBody = {
    ...(v.claimType ? { claimType: v.claimType as ClaimTypeCode } : {}),
    ...(year === undefined && v.from.trim() ? { filterFromDate: v.from.trim() } : {}),
    ...(year === undefined && v.thru.trim() ? { filterThruDate: v.thru.trim() } : {}),
    ...(v.dateFilter ? { dateFilter: v.dateFilter as ClaimDateFilterCode } : {}),
    ...(v.patient ? { dependentNumber: Number(v.patient) } : {}),
    ...(v.provider.trim() ? { providerNumber: v.provider } : {}),
    ...(parts
      ? {
          claimPrefix: parts.claimPrefix,
          claimNumber: parts.claimNumber,
          ...(parts.claimSuffix ? { claimSuffix: parts.claimSuffix } : {}),
        }
      : {}),
    ...(v.check.trim() ? { checkNumber: v.check } : {}),
  };
  // Contract dates accept ISO as well; the screen asks for MM/dd/yyyy only (spec §5 date rule).
  for (const key of ['from', 'thru'] as const) {
    const text = v[key].trim();
    if (year === undefined && text && !/^\d{2}\/\d{2}\/\d{4}$/.test(text))
      fields[key] = 'invalidDateFormat';
  }
  const result = validateWith(memberClaimsListRequest, candidate);
  if (!result.ok) {
    for (const [path, key] of Object.entries(result.fields)) {
      const field = FORM_FIELD_OF[path];
      if (field && !fields[field]) fields[field] = key;
    }
  }
  if (Object.keys(fields).length > 0 || !result.ok) return { ok: false, fields };
  const d = result.data;
  const filters: ClaimFilters = {};
  if (d.claimType) filters.claimType = d.claimType;
  if (year !== undefined) filters.year = year;
  if (d.filterFromDate) filters.from = d.filterFromDate;
  if (d.filterThruDate) filters.thru = d.filterThruDate;
  if ((d.filterFromDate || d.filterThruDate) && d.dateFilter) filters.dateFilter = d.dateFilter;
  if (d.dependentNumber !== undefined) filters.patient = d.dependentNumber;
  if (d.providerNumber) filters.provider = d.providerNumber;
  if (parts) filters.claim = claim;
  if (d.checkNumber) filters.check = d.checkNumber;
  return { ok: true, filters };
}
