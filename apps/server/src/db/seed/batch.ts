/** The rows of one generation batch, the id counters and the generation context. */
import type { Faker } from '@faker-js/faker';
import type * as s from '../schema/index.js';
import type { SeedCalendar } from './catalog.js';
import type { StaticData } from './static.js';
import type { Rng } from './util.js';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows of one batch, inserted together in FK order. */
export interface Batch {
  members: Row<typeof s.members>[];
  dependentAccess: Row<typeof s.dependentAccess>[];
  confidentialContacts: Row<typeof s.confidentialContacts>[];
  policies: Row<typeof s.policies>[];
  checks: Row<typeof s.checks>[];
  claims: Row<typeof s.claims>[];
  claimLines: Row<typeof s.claimLines>[];
  accumulators: Row<typeof s.accumulators>[];
  precerts: Row<typeof s.precertifications>[];
  letters: Row<typeof s.letters>[];
  memos: Row<typeof s.memos>[];
  callTracks: Row<typeof s.callTracks>[];
  conversations: Row<typeof s.conversations>[];
  messages: Row<typeof s.messages>[];
  fsaAccounts: Row<typeof s.fsaAccounts>[];
  fsaClaims: Row<typeof s.fsaClaims>[];
  terminations: Row<typeof s.terminations>[];
}
export const emptyBatch = (): Batch => ({
  members: [],
  dependentAccess: [],
  confidentialContacts: [],
  policies: [],
  checks: [],
  claims: [],
  claimLines: [],
  accumulators: [],
  precerts: [],
  letters: [],
  memos: [],
  callTracks: [],
  conversations: [],
  messages: [],
  fsaAccounts: [],
  fsaClaims: [],
  terminations: [],
});

/** Id counters shared across batches (explicit ids keep the output deterministic and inserts RETURNING-free). */
export interface Counters {
  member: number;
  policy: number;
  claim: number;
  claimNumber: number;
  check: number;
  checkNumber: number;
  accumulator: number;
  certNo: number;
  letter: number;
  memo: number;
  call: number;
  conversation: number;
  message: number;
  fsa: number;
  fsaClaim: number;
  termination: number;
  employeeByGroup: Map<number, number>;
}
export const newCounters = (): Counters => ({
  member: 0,
  policy: 0,
  claim: 0,
  claimNumber: 100_000_000,
  check: 0,
  checkNumber: 1_000_000,
  accumulator: 0,
  certNo: 500_000,
  letter: 700_000,
  memo: 0,
  call: 30_000,
  conversation: 0,
  message: 0,
  fsa: 0,
  fsaClaim: 0,
  termination: 0,
  employeeByGroup: new Map(),
});

export interface GenContext {
  /** The demo data's today and plan years. */
  cal: SeedCalendar;
  f: Faker;
  rng: Rng;
  st: StaticData;
  ssnKey: Buffer;
  c: Counters;
  /** Staff accounts that own conversations / take calls (empty without demo accounts). */
  staffIds: number[];
  receiptFileId: string | null;
}

/** A generated person, as the claims and paper-trail generators see it. */
export interface Person {
  id: number;
  dep: number;
  dob: string;
  gender: 'M' | 'F';
  first: string;
  last: string;
}

/** The seed and enrollment approval share one public member id scheme. */
export { publicMemberId } from '../member-ids.js';
