import {
  callTrackCreate,
  callTrackSearchRequest,
  callTrackUpdate,
  type CallTrack,
} from '@bp/contract/api/calltrack';
import { CALL_TRACK_PAGE_SIZE } from '@bp/contract/constants';
import { formatDate } from '@bp/contract/format';
import type { z } from 'zod';
import { validateWith, type Validation } from '../../lib/validate';

/** A from/regard key of CallTrack/Options. */
export interface KeyOption {
  key: string;
  description: string;
  level: number;
  parentKey: string | null;
}

export type KeyKind = 'from' | 'regard';
export type KeyLevel = 1 | 2 | 3;
export type KeyField = `${KeyKind}Key${KeyLevel}`;
export const KEY_LEVELS: readonly KeyLevel[] = [1, 2, 3];

/** The chosen keys of a call, '' when none. */
export type KeyValues = Record<KeyField, string>;

export const EMPTY_KEYS: KeyValues = {
  fromKey1: '',
  fromKey2: '',
  fromKey3: '',
  regardKey1: '',
  regardKey2: '',
  regardKey3: '',
};

/**
 * The keys a level offers: those of that level whose parent is the chosen level-1 key, or that have no
 * parent. Level 2 needs a level-1 key and level 3 a level-2 key (each key refines the one before it).
 */
export function keyChoices(
  options: readonly KeyOption[],
  level: KeyLevel,
  key1: string,
  key2: string,
): KeyOption[] {
  if (level === 2 && !key1) return [];
  if (level === 3 && !key2) return [];
  return options.filter(
    (o) => o.level === level && (level === 1 || o.parentKey === null || o.parentKey === key1),
  );
}

/** The options of one kind as key choices per level, given the chosen keys of that kind. */
export function choicesOf(
  options: readonly KeyOption[],
  kind: KeyKind,
  values: KeyValues,
): Record<KeyLevel, KeyOption[]> {
  const key1 = values[`${kind}Key1`];
  const key2 = values[`${kind}Key2`];
  return {
    1: keyChoices(options, 1, key1, key2),
    2: keyChoices(options, 2, key1, key2),
    3: keyChoices(options, 3, key1, key2),
  };
}

/**
 * Sets one key and clears the keys after it that no longer fit: a new level-1 key drops a level-2 key
 * of another parent, and an empty key empties the levels after it.
 */
export function withKey<V extends KeyValues>(
  values: V,
  options: readonly KeyOption[],
  kind: KeyKind,
  level: KeyLevel,
  key: string,
): V {
  const next: V = { ...values, [`${kind}Key${level}`]: key };
  for (const l of KEY_LEVELS) {
    if (l <= level) continue;
    const field = `${kind}Key${l}` as KeyField;
    const allowed = choicesOf(options, kind, next)[l].some((o) => o.key === next[field]);
    if (!allowed) next[field] = '';
  }
  return next;
}

const trimmed = (s: string) => s.trim();
const orUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());
const MAX_INT = 2_147_483_647;

/** A whole number typed in a field: the number, undefined when empty, 'numeric' when not digits. */
function intOf(s: string): number | undefined | 'numeric' {
  const text = s.trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) && Number(text) <= MAX_INT ? Number(text) : 'numeric';
}

// ------------------------------------------------------------------ search

/** What is typed into the call search. */
export interface CallSearchValues extends KeyValues {
  beginDate: string;
  endDate: string;
  oppId: string;
  callno: string;
  dueDt: string;
  memberId: string;
}

export const EMPTY_CALL_SEARCH: CallSearchValues = {
  ...EMPTY_KEYS,
  beginDate: '',
  endDate: '',
  oppId: '',
  callno: '',
  dueDt: '',
  memberId: '',
};

export type CallSearchCriteria = Omit<
  z.input<typeof callTrackSearchRequest>,
  'pageNumber' | 'itemsPerPage'
>;

/** The call search's criteria (spec §3 call track search params); dates MM/DD/YYYY, end not before begin. */
export function validateCallSearch(v: CallSearchValues): Validation<CallSearchCriteria> {
  const fields: Record<string, string> = {};
  const callno = intOf(v.callno);
  if (callno === 'numeric') fields.callno = 'numeric';
  const criteria: CallSearchCriteria = {
    beginDate: orUndefined(v.beginDate),
    endDate: orUndefined(v.endDate),
    oppId: v.oppId ? Number(v.oppId) : undefined,
    callno: callno === 'numeric' ? undefined : callno,
    dueDt: orUndefined(v.dueDt),
    memberId: orUndefined(v.memberId),
  };
  for (const f of Object.keys(EMPTY_KEYS) as KeyField[]) criteria[f] = orUndefined(v[f]);
  const checked = validateWith(callTrackSearchRequest, {
    ...criteria,
    pageNumber: 1,
    itemsPerPage: CALL_TRACK_PAGE_SIZE,
  });
  if (!checked.ok) Object.assign(fields, { ...checked.fields, ...fields });
  if (Object.keys(fields).length) return { ok: false, fields };
  const defined = Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined),
  ) as CallSearchCriteria;
  return { ok: true, data: defined };
}

// ------------------------------------------------------------------ one call

/** What is typed into the call form. */
export interface CallFormValues extends KeyValues {
  callDate: string;
  callerName: string;
  callerPhone: string;
  callerRelationship: string;
  memberId: string;
  groupNumber: string;
  providerNumber: string;
  status: string;
  dueDt: string;
  operatorNotes: string;
  callNotes: string;
  /** 'open' while the call is still worked, 'closed' when it is final. */
  window: 'open' | 'closed';
}

export const EMPTY_CALL_FORM: CallFormValues = {
  ...EMPTY_KEYS,
  callDate: '',
  callerName: '',
  callerPhone: '',
  callerRelationship: 'P',
  memberId: '',
  groupNumber: '',
  providerNumber: '',
  status: 'open',
  dueDt: '',
  operatorNotes: '',
  callNotes: '',
  window: 'open',
};

/** The form values of a logged call (dates shown as MM/DD/YYYY). */
export function formOfCall(c: CallTrack): CallFormValues {
  const s = (v: string | null) => v ?? '';
  return {
    fromKey1: s(c.fromKey1),
    fromKey2: s(c.fromKey2),
    fromKey3: s(c.fromKey3),
    regardKey1: s(c.regardKey1),
    regardKey2: s(c.regardKey2),
    regardKey3: s(c.regardKey3),
    callDate: formatDate(c.callDate),
    callerName: c.callerName,
    callerPhone: s(c.callerPhone),
    callerRelationship: c.callerRelationship,
    memberId: s(c.memberId),
    groupNumber: c.groupNumber === null ? '' : String(c.groupNumber),
    providerNumber: s(c.providerNumber),
    status: c.status,
    dueDt: s(c.dueDt ? formatDate(c.dueDt) : null),
    operatorNotes: s(c.operatorNotes),
    callNotes: s(c.callNotes),
    window: c.windowOpen ? 'open' : 'closed',
  };
}

export type CallCreateBody = z.input<typeof callTrackCreate.body>;
export type CallUpdateBody = z.input<typeof callTrackUpdate.body>;

/**
 * The body of CallTrack/create (or Update with `callNo`): caller name, relationship, a from and a regard
 * key and the status are required; the rest optional; dates MM/DD/YYYY; phone and lengths per contract.
 * Empty optional fields are left out.
 */
export function validateCallForm(
  v: CallFormValues,
  callNo?: number,
): Validation<CallCreateBody | CallUpdateBody> {
  const fields: Record<string, string> = {};
  const groupNumber = intOf(v.groupNumber);
  if (groupNumber === 'numeric') fields.groupNumber = 'numeric';
  const body: Record<string, unknown> = {
    callDate: orUndefined(v.callDate),
    callerName: trimmed(v.callerName),
    callerPhone: orUndefined(v.callerPhone),
    callerRelationship: v.callerRelationship,
    memberId: orUndefined(v.memberId),
    groupNumber: groupNumber === 'numeric' ? undefined : groupNumber,
    providerNumber: orUndefined(v.providerNumber),
    status: v.status,
    dueDt: orUndefined(v.dueDt),
    operatorNotes: orUndefined(v.operatorNotes),
    callNotes: orUndefined(v.callNotes),
    windowOpen: v.window === 'open',
  };
  for (const f of Object.keys(EMPTY_KEYS) as KeyField[])
    body[f] = f.endsWith('1') ? trimmed(v[f]) : orUndefined(v[f]);
  if (callNo !== undefined) body.callNo = callNo;
  const schema = callNo !== undefined ? callTrackUpdate.body : callTrackCreate.body;
  const checked = validateWith(schema, body);
  if (!checked.ok) Object.assign(fields, { ...checked.fields, ...fields });
  if (Object.keys(fields).length) return { ok: false, fields };
  const defined = Object.fromEntries(Object.entries(body).filter(([, x]) => x !== undefined));
  return { ok: true, data: defined as CallCreateBody };
}
