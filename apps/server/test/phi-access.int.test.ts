import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  ROLE_NAMES,
  accessAllows,
  buildPath,
  isFileResponse,
  parsePermissions,
  permissionId,
  type Access,
  type EndpointDef,
  type PermissionMap,
  type PhiKind,
  roleClassOf,
  type RoleName,
} from '@bp/contract';
import { decryptSsn } from '../src/db/crypto.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import {
  anonymousToken,
  bearer,
  createTestApp,
  tokenRequest,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.js';

/**
 * PHI access, generated from the contract: every bound call that returns member or claim data declares
 * its kind (`phi`), and here the callers employer, provider, a provider account freshly registered for a
 * practice that billed the employee (pending verification, issue 25), dependent, another member and
 * anonymous each try it against employee@demo.test's data. They get 401/403/404 — or, for a call about their own
 * data, an answer without any of the employee's — unless the recorded rule (docs/decisions.md, "PHI access
 * rules") lets them in, in which case the data must be there. The data owner (or, for staff-only calls, an
 * administrator) proves each request reaches the data. Facts are read with plain SQL from the demo seed.
 */

type CallerName =
  'owner' | 'employer' | 'provider' | 'pendingProvider' | 'dependent' | 'otherMember' | 'anonymous';
const PROBES: readonly CallerName[] = [
  'employer',
  'provider',
  'pendingProvider',
  'dependent',
  'otherMember',
  'anonymous',
];
/**
 * How a request points at the data: a member id, a claim, a record number, nothing (the caller's own),
 * or identifiers that are themselves the proof (the anonymous area, issue 8: whoever holds a claim's tax
 * id, number and check number, or a member's id, last name and date of birth, gets the answer).
 */
type Form = 'member' | 'claim' | 'record' | 'own' | 'identifiers';

interface Facts {
  /** Internal and public id of employee@demo.test's member row. */
  memberRowId: number;
  memberId: string;
  /** A determined claim of the employee billed by none of provider@demo.test's providers. */
  claim: { claimPrefix: string; claimNumber: string; claimSuffix: string; full: string };
  /** A determined claim of the employee's minor child (visible to the employee). */
  minorClaim: {
    claimPrefix: string;
    claimNumber: string;
    claimSuffix: string;
    full: string;
    memberId: string;
  };
  /** A determined claim of the household billed by one of provider@demo.test's providers. */
  providerClaim: {
    claimPrefix: string;
    claimNumber: string;
    claimSuffix: string;
    full: string;
    memberId: string;
  };
  letterNumber: number;
  certNo: number;
  /** A pre-certification of the employee a reviewer may still decide (Closed is allowed). */
  decidableCertNo: number;
  /** A conversation the employee started about itself, and an attachment on its first message. */
  conversationId: number;
  attachmentId: number;
  /** A logged call about the employee. */
  callNo: number;
  /** A paid claim of the employee with its provider's tax id and check number (the anonymous proof). */
  anonClaim: {
    claimPrefix: string;
    claimNumber: string;
    claimSuffix: string;
    full: string;
    taxId: string;
    checkNumber: string;
  };
  /** The employee's last name and date of birth (the anonymous eligibility identifiers). */
  lastName: string;
  dateOfBirth: string;
  /** A member with coverage in force and no claim from provider@demo.test, outside the employee's household. */
  stranger: string;
  group: number;
  /** Enrollments filed by staff in the employee's group (created in beforeAll): one read, one approved, one rejected. */
  enrollments: { read: number; approve: number; reject: number; lastName: string };
  /** Demographic changes of the employee (one stays submitted, one is reviewed). */
  demoChanges: { listed: number; reviewed: number };
  /** A temporary ID card of the employee (made in beforeAll) and a coverage he holds today. */
  tempCard: { id: number; coverage: string };
  /** A termination request of the employee's household still waiting for staff (made in beforeAll). */
  terminationId: number;
  /**
   * Appeals (issue 31, made in beforeAll): a denied claim of the employee billed by none of provider@demo.test's
   * providers and not yet appealed (the filing recipe), and an appeal of the employee (filed with a file, an
   * information request open, a letter stored) with the account staff assign as its reviewer.
   */
  appeal: {
    claimNumber: string;
    appealId: number;
    attachmentId: number;
    reviewerAccountId: number;
  };
  /**
   * An 835 remittance file (issue 32) reporting a claim of the employee's household, paid to a provider none of
   * provider@demo.test's (the employee's member id is in it: patient or subscriber).
   */
  remittanceFileId: number;
}

interface Recipe {
  form: Form;
  /** The request's fields (query, params or body, as the descriptor takes them). */
  input: (f: Facts) => Record<string, unknown>;
  /** What only the employee's data holds (JSON text or a file's text); omitted for PDFs (status tells). */
  marker?: (f: Facts) => RegExp;
  /** Who proves the request reaches the data when the owner's portal cannot call it. */
  owner?: 'employee' | 'administrator';
}

const memberMarker = (f: Facts) => new RegExp(`"${f.memberId}"`);
const claimKeyOf = (c: Facts['claim']) => ({
  claimPrefix: c.claimPrefix,
  claimNumber: c.claimNumber,
  claimSuffix: c.claimSuffix,
});

/** One recipe per bound call that declares `phi`; a bound call without one fails the test. */
const RECIPES: Record<string, Recipe> = {
  'members.profile': { form: 'own', input: () => ({}), marker: memberMarker },
  // Confidential communications: the caller's own only (the employee has none until the Set recipe).
  'members.confidentialContact': { form: 'own', input: () => ({}) },
  'members.confidentialContactSet': {
    form: 'own',
    input: () => ({
      address: { addressLine1: '5 Own Way', city: 'Springfield', state: 'IL', zip: '62704' },
      paperless: false,
    }),
  },
  'members.confidentialContactDelete': { form: 'own', input: () => ({}) },
  'accounts.memberDependents': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'enrollments.dependents': { form: 'own', input: () => ({}), marker: memberMarker },
  'enrollments.loggedDependent': { form: 'own', input: () => ({}), marker: memberMarker },
  'enrollments.policiesByUser': { form: 'own', input: () => ({}), marker: memberMarker },
  // The employee has nothing to grant (an empty list): the marker is the dependent's own grant row.
  'enrollments.dependentsPermissions': { form: 'own', input: () => ({}) },
  'coverage.details': { form: 'own', input: () => ({}), marker: memberMarker },
  'coverage.planBenefits': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  // The spec's name of PlanBenefits (issue 29): the same call.
  'coverage.benefits': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'claims.planYears': { form: 'member', input: (f) => ({ memberId: f.memberId }) },
  'cards.addressesByMemberId': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    owner: 'administrator',
  },
  'cards.getIdCard': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'cards.getIdCardDownload': { form: 'member', input: (f) => ({ memberId: f.memberId }) },
  'cards.idCards': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'cards.tempIdCards': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'cards.tempIdCardDownload': { form: 'member', input: (f) => ({ id: f.tempCard.id }) },
  'groups.createTempIdCard': {
    form: 'member',
    input: (f) => ({
      memberId: f.memberId,
      groupNumber: f.group,
      coverageTypes: [f.tempCard.coverage],
      effectiveDate: new Date().toISOString().slice(0, 10),
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }),
    owner: 'administrator',
  },
  'claims.recentClaimsPaginated': {
    form: 'own',
    input: () => ({ items: 100 }),
    marker: (f) => new RegExp(`"${f.claim.full}"`),
  },
  'claims.exportClaims': {
    form: 'own',
    input: () => ({}),
    marker: (f) => new RegExp(`\\b${f.claim.claimNumber}\\b`),
  },
  'claims.claimDetails': { form: 'claim', input: (f) => claimKeyOf(f.claim), marker: memberMarker },
  'claims.claimYears': { form: 'member', input: (f) => ({ memberId: f.memberId }) },
  'coverage.accumulatorYears': { form: 'member', input: (f) => ({ memberId: f.memberId }) },
  'coverage.accumulatorBuckets': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'finance.claimPayments': { form: 'claim', input: (f) => claimKeyOf(f.claim) },
  'finance.fsaAccounts': { form: 'own', input: () => ({}) },
  // The caller's own accumulated amounts and cost share (no member id in the answer).
  'mrf.getPriceEstimate': { form: 'own', input: () => ({ query: '80053' }) },
  'cards.getEobPdf': {
    form: 'claim',
    input: (f) => ({ ...claimKeyOf(f.claim), memberId: f.memberId }),
  },
  'letters.search': {
    form: 'own',
    input: () => ({}),
    marker: (f) => new RegExp(`"letterNumber":${f.letterNumber}\\b`),
  },
  'letters.get': {
    form: 'record',
    input: (f) => ({ letterNumber: f.letterNumber }),
    marker: memberMarker,
  },
  'letters.document': { form: 'record', input: (f) => ({ letterNumber: f.letterNumber }) },
  'precerts.search': {
    form: 'own',
    input: () => ({ itemsPerPage: 100 }),
    marker: (f) => new RegExp(`"certNo":"?${f.certNo}\\b`),
  },
  // A write: only staff reach it (every probe is refused by the route), so the owner's call closes it once.
  'precerts.updateStatus': {
    form: 'record',
    input: (f) => ({ certNo: String(f.decidableCertNo), status: 'Closed' }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // Staff only: the household's termination requests, and a decision (a write: the owner rejects it once).
  'enrollments.terminationList': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'enrollments.terminationDecide': {
    form: 'record',
    input: (f) => ({ terminationId: f.terminationId, decision: 'Reject', reason: 'Not now' }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // Enrollment forms are applications, not yet members: the marker is the applicant's unique last name.
  'enrollments.get': {
    form: 'record',
    input: (f) => ({ enrollmentId: f.enrollments.read }),
    marker: (f) => new RegExp(f.enrollments.lastName),
    owner: 'administrator',
  },
  'enrollments.getForm': {
    form: 'record',
    input: (f) => ({ enrollmentId: f.enrollments.read }),
    owner: 'administrator',
  },
  'enrollments.list': {
    form: 'record',
    input: (f) => ({ groupNumber: f.group, lastName: f.enrollments.lastName }),
    marker: (f) => new RegExp(f.enrollments.lastName),
    owner: 'administrator',
  },
  'enrollments.approve': {
    form: 'record',
    input: (f) => ({ enrollmentId: f.enrollments.approve }),
    marker: (f) => new RegExp(f.enrollments.lastName),
    owner: 'administrator',
  },
  'enrollments.reject': {
    form: 'record',
    input: (f) => ({ enrollmentId: f.enrollments.reject, reason: 'Duplicate application' }),
    marker: (f) => new RegExp(f.enrollments.lastName),
    owner: 'administrator',
  },
  'enrollments.demoChangeList': {
    form: 'record',
    input: (f) => ({ groupNumber: f.group, itemsPerPage: 100 }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'enrollments.demoChangeReview': {
    form: 'record',
    input: (f) => ({ demoChangeId: f.demoChanges.reviewed, decision: 'Rejected', reason: 'No' }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'enrollments.export834': {
    form: 'member',
    input: (f) => ({ groupNumber: f.group }),
    marker: (f) => new RegExp(f.memberId),
    owner: 'administrator',
  },
  'groups.groupMembers': {
    form: 'member',
    input: (f) => ({ groupNumber: f.group, query: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'accounts.memberInfo': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
  },
  'precerts.get': {
    form: 'record',
    input: (f) => ({ certno: String(f.certNo) }),
    marker: memberMarker,
  },
  'members.search': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'members.profileAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'coverage.detailsAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'coverage.planBenefitsAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    owner: 'administrator',
  },
  'coverage.accumulatorBucketsAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // A provider gets the employee's claims it billed (the employee is its patient), so the marker is the
  // member id; the claim outside its reach is checked by claimDetailsAdmin and the provider portal test.
  'claims.recentClaimsPaginatedAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId, items: 100 }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'claims.exportClaimsAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: (f) => new RegExp(`\\b${f.memberId}\\b`),
    owner: 'administrator',
  },
  'claims.claimDetailsAdmin': {
    form: 'claim',
    input: (f) => ({ ...claimKeyOf(f.claim), memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'conversations.list': { form: 'own', input: () => ({}), marker: memberMarker },
  'claims.anonClaimsSearch': {
    form: 'identifiers',
    input: (f) => ({
      providerTaxId: f.anonClaim.taxId,
      fullClaimNumber: f.anonClaim.full,
      checkNumber: f.anonClaim.checkNumber,
    }),
    marker: (f) => new RegExp(`"${f.anonClaim.full}"`),
  },
  'claims.claimDetailsAnon': {
    form: 'identifiers',
    input: (f) => ({
      providerTaxId: f.anonClaim.taxId,
      fullClaimNumber: f.anonClaim.full,
      checkNumber: f.anonClaim.checkNumber,
    }),
    marker: (f) => new RegExp(`"${f.anonClaim.full}"`),
  },
  'cards.anonGetEobPdf': {
    form: 'identifiers',
    input: (f) => ({
      claimPrefix: f.anonClaim.claimPrefix,
      claimNumber: f.anonClaim.claimNumber,
      claimSuffix: f.anonClaim.claimSuffix,
      providerTaxId: f.anonClaim.taxId,
      checkNumber: f.anonClaim.checkNumber,
    }),
  },
  'members.quickView': {
    form: 'identifiers',
    input: (f) => ({ memberId: f.memberId, lastName: f.lastName, dateOfBirth: f.dateOfBirth }),
    marker: (f) => new RegExp(`"groupNumber":${f.group}\\b`),
  },
  'members.service': {
    form: 'identifiers',
    input: (f) => ({
      memberId: f.memberId,
      lastName: f.lastName,
      dateOfBirth: f.dateOfBirth,
      serviceDate: new Date().toISOString().slice(0, 10),
    }),
    marker: (f) => new RegExp(`"groupNumber":${f.group}\\b`),
  },
  'conversations.search': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'conversations.get': {
    form: 'record',
    input: (f) => ({ conversationId: f.conversationId }),
    marker: memberMarker,
  },
  'conversations.history': { form: 'own', input: () => ({}), marker: memberMarker },
  'conversations.singleAttachment': {
    form: 'record',
    input: (f) => ({ attachmentId: f.attachmentId }),
  },
  'members.identifierAdmin': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'calltrack.search': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'calltrack.searchCsv': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: (f) => new RegExp(`\\b${f.memberId}\\b`),
    owner: 'administrator',
  },
  'calltrack.get': {
    form: 'record',
    input: (f) => ({ callNo: f.callNo }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // The household's memos may be about any of its people: the memo test checks their content.
  'memos.search': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    owner: 'administrator',
  },
  'memos.planInfo': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    owner: 'administrator',
  },
  // The audit trail names the members its rows are about (compliance staff; the administrator holds it too).
  'compliance.auditSearch': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'compliance.auditSearchCsv': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId }),
    marker: (f) => new RegExp(`\\b${f.memberId}\\b`),
    owner: 'administrator',
  },
  // The signed-in person's own accounting of disclosures (compliance-audit.int.test.ts checks its content).
  'compliance.myDisclosures': { form: 'own', input: () => ({}) },
  // Appeals (issue 31). Filing is a write the owner makes once (the probes are refused by the claim rule).
  'appeals.file': {
    form: 'claim',
    input: (f) => ({ claimNumber: f.appeal.claimNumber, statement: 'Please reconsider.' }),
    marker: memberMarker,
  },
  'appeals.list': { form: 'own', input: () => ({ itemsPerPage: 50 }), marker: memberMarker },
  'appeals.get': {
    form: 'record',
    input: (f) => ({ appealId: f.appeal.appealId }),
    marker: memberMarker,
  },
  'appeals.attachment': {
    form: 'record',
    input: (f) => ({ appealId: f.appeal.appealId, attachmentId: f.appeal.attachmentId }),
  },
  'appeals.letter': { form: 'record', input: (f) => ({ appealId: f.appeal.appealId }) },
  // The owner answers the open information request once (then staff ask again and decide).
  'appeals.respond': {
    form: 'record',
    input: (f) => ({ appealId: f.appeal.appealId, message: 'The records are attached.' }),
    marker: memberMarker,
  },
  'appeals.queue': {
    form: 'member',
    input: (f) => ({ memberId: f.memberId, view: 'all' }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'appeals.assign': {
    form: 'record',
    input: (f) => ({ appealId: f.appeal.appealId, reviewerAccountId: f.appeal.reviewerAccountId }),
    marker: memberMarker,
    owner: 'administrator',
  },
  'appeals.requestInfo': {
    form: 'record',
    input: (f) => ({
      appealId: f.appeal.appealId,
      message: 'Please send the referral.',
      claimantAgreed: true,
    }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // The administrator decides as the reviewer the assign recipe named.
  'appeals.decide': {
    form: 'record',
    input: (f) => ({
      appealId: f.appeal.appealId,
      outcome: 'upheld',
      reason: 'The plan excludes the service.',
      provision: 'Section 7.1',
    }),
    marker: memberMarker,
    owner: 'administrator',
  },
  // Patient Access API (issue 32): the employee's connected app (a grant made in beforeAll) names him.
  'patientaccess.connectedApps': {
    form: 'own',
    input: () => ({ itemsPerPage: 50 }),
    marker: (f) => new RegExp(`"patientLastName":"${f.lastName}"`),
  },
  // Only the payee's provider accounts and finance staff download an 835; the administrator proves the data.
  'finance.remittanceDownload': {
    form: 'record',
    input: (f) => ({ fileId: f.remittanceFileId }),
    marker: (f) => new RegExp(`\\*MI\\*${f.memberId}~`),
    owner: 'administrator',
  },
  'claims.checkSearchAdmin': {
    form: 'claim',
    input: (f) => ({ checkNumber: f.anonClaim.checkNumber }),
    marker: (f) => new RegExp(`"${f.anonClaim.full}"`),
    owner: 'administrator',
  },
};

/**
 * The recorded rule for employee@demo.test's data (group 1001, not certified; a patient of
 * provider@demo.test, whose providers billed some of the household's claims but not `claim`).
 */
function ruleAllows(caller: CallerName, kind: PhiKind, form: Form): boolean {
  if (caller === 'owner') return true;
  // The identifiers are the credential: anyone holding them (signed in or not) gets the answer.
  if (form === 'identifiers') return true;
  // Employers see their groups' enrollment data with View Member Details; claims only in certified groups.
  if (caller === 'employer') return kind === 'member';
  // A provider account pending verification sees no member data at all, its practice's patients included.
  if (caller === 'pendingProvider') return false;
  // A provider sees its patients' details, ID cards and (member-level) its own claims' years and
  // accumulators; one claim only when billed or rendered by one of its providers (`claim` is not).
  if (caller === 'provider')
    return kind === 'member' || kind === 'idCard' || (kind === 'claim' && form === 'member');
  return false;
}

/** Bound endpoints whose response carries member identifiers but no member's PHI, with the reason. */
const NOT_PHI: Record<string, string> = {
  'content.downloadsGet': 'published plan documents and forms (the same file for every reader)',
  'memos.group':
    'group memos (notes, plan information, precert instructions): never about a member',
  'finance.reportDownload':
    'report files: each report kind carries a PHI kind (REPORT_KIND_INFO) and is listed, downloaded and deleted only under that kind’s group-level rule (groupKindVisibility); patient columns only for Phi Finance Reports holders; reports.int.test.ts checks both',
  'groups.logo': 'the group’s logo image (the same file for everyone who may see the group)',
  'accounts.search':
    'portal accounts (names, e-mail, role, groups) for account management; a member account carries its member id as a link, no member data',
  'accounts.employer': 'an employer or vendor account and its finance access: never about a member',
  'finance.checkRunSummaryLogPdf':
    'a check run’s summary: category totals and funding payments of a group, never about a member',
  'finance.checkRunSummaryLogExl':
    'a check run’s summary and checks: member payees’ checks only under the claim rule of the group (groupKindVisibility), their names only for Phi Finance Reports holders (employers also need Group Finance Claims); checkrun.int.test.ts checks both',
};
const PHI_KEYS = [
  'memberId',
  'dateOfBirth',
  'patientFirstName',
  'claimNumber',
  'ssnLast4',
  'subscriberName',
];

let t: TestApp;
let facts: Facts;
const callers = new Map<
  CallerName | 'employee' | 'administrator' | 'customerService',
  { token: string; role?: RoleName; permissions: PermissionMap }
>();

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const one = async (what: string, q: ReturnType<typeof sql>) => {
  const [r] = await rows(q);
  if (!r) throw new Error(`the demo seed has no ${what}`);
  return r;
};

/** provider@demo.test's provider ids: its own row and every provider under a tax id it was given. */
const PROVIDER_IDS = sql`select a.provider_id from accounts a where a.username = 'provider@demo.test' and a.provider_id is not null
  union select p.id from providers p join account_provider_access x on x.tax_id = p.tax_id join accounts a on a.id = x.account_id where a.username = 'provider@demo.test'
  union select x.provider_id from account_provider_access x join accounts a on a.id = x.account_id where a.username = 'provider@demo.test' and x.provider_id is not null`;
const DETERMINED = sql`c.status in ('paid', 'processed', 'denied', 'adjusted')`;
const claimFields = (r: Row) => ({
  claimPrefix: String(r.claim_prefix),
  claimNumber: String(r.claim_number),
  claimSuffix: String(r.claim_suffix),
  full: `${r.claim_prefix}-${r.claim_number}-${r.claim_suffix}`,
});

async function readFacts(): Promise<Facts> {
  const e = await one(
    'employee',
    sql`select m.id, m.member_id, m.group_number, m.last_name, m.date_of_birth::text as dob from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`,
  );
  const id = Number(e.id);
  const claim = await one(
    'claim of the employee billed by another provider',
    sql`select c.* from claims c where c.member_id = ${id} and ${DETERMINED} and c.provider_id not in (${PROVIDER_IDS}) order by c.service_date desc limit 1`,
  );
  const minor = await one(
    'claim of a minor of the household',
    sql`select c.*, m.member_id as patient from claims c join members m on m.id = c.member_id
      where m.subscriber_id = ${id} and m.id <> ${id} and m.date_of_birth > current_date - interval '18 years' and ${DETERMINED}
      order by c.service_date desc limit 1`,
  );
  const prov = await one(
    'household claim billed by the demo provider',
    sql`select c.*, m.member_id as patient from claims c join members m on m.id = c.member_id
      where c.subscriber_id = ${id} and c.member_id = ${id} and ${DETERMINED} and c.provider_id in (${PROVIDER_IDS}) order by c.service_date desc limit 1`,
  );
  const anon = await one(
    'paid claim of the employee with a check',
    sql`select c.*, p.tax_id, k.check_number from claims c join providers p on p.id = c.provider_id join checks k on k.id = c.check_id
      where c.member_id = ${id} and c.status = 'paid' order by c.service_date desc limit 1`,
  );
  const letter = await one(
    'letter of the employee',
    sql`select letter_number from letters where member_id = ${id} order by letter_number limit 1`,
  );
  const precert = await one(
    'pre-certification of the employee',
    sql`select cert_no from precertifications where member_id = ${id} order by cert_no limit 1`,
  );
  const conversation = await one(
    'conversation of the employee',
    sql`select c.id, (select min(m.id) from messages m where m.conversation_id = c.id and m.to_staff) as message_id
      from conversations c join accounts a on a.id = c.account_id
      where a.username = 'employee@demo.test' and c.member_id = ${id} and exists (select 1 from messages m where m.conversation_id = c.id and m.to_staff)
      order by c.id limit 1`,
  );
  // The seed attaches no files: the test gives the employee's first message one.
  const attachment = await one(
    'attachment',
    sql`with f as (insert into files (name, media_type, size, sha256, bytes, purpose, member_id)
        values ('phi.pdf', 'application/pdf', 5, 'phi-access-test', '\\x255044462d'::bytea, 'attachment', ${id}) returning id)
      insert into message_attachments (message_id, file_id, name) select ${conversation.message_id}, f.id, 'phi.pdf' from f returning id`,
  );
  const decidable = await one(
    'pre-certification of the employee that is not closed',
    sql`select cert_no from precertifications where member_id = ${id} and status in ('pending', 'approved', 'partial', 'denied') order by cert_no limit 1`,
  );
  const call = await one(
    'call about the employee',
    sql`select call_number from call_tracks where member_id = ${id} order by call_number limit 1`,
  );
  const stranger = await one(
    'member who is not a patient of the demo provider',
    sql`select m.member_id from members m where m.subscriber_id <> ${id} and m.status = 'active'
      and exists (select 1 from policies p where p.member_id = m.id and p.effective_date <= current_date and (p.term_date is null or p.term_date >= current_date))
      and not exists (select 1 from claims c where c.member_id = m.id and c.provider_id in (${PROVIDER_IDS}))
      order by m.id limit 1`,
  );
  const remittance = await one(
    '835 file with a claim of the household paid to another provider',
    sql`select f.id from remittance_files f join checks k on k.check_run_id = f.check_run_id and k.payee_provider_id = f.payee_provider_id
      join claims c on c.check_id = k.id
      where c.subscriber_id = ${id} and not k.ignored and f.payee_provider_id not in (${PROVIDER_IDS}) order by f.id limit 1`,
  );
  return {
    remittanceFileId: Number(remittance.id),
    memberRowId: id,
    memberId: String(e.member_id),
    group: Number(e.group_number),
    claim: claimFields(claim),
    minorClaim: { ...claimFields(minor), memberId: String(minor.patient) },
    providerClaim: { ...claimFields(prov), memberId: String(prov.patient) },
    anonClaim: {
      ...claimFields(anon),
      taxId: String(anon.tax_id),
      checkNumber: String(anon.check_number),
    },
    lastName: String(e.last_name),
    dateOfBirth: String(e.dob),
    letterNumber: Number(letter.letter_number),
    certNo: Number(precert.cert_no),
    decidableCertNo: Number(decidable.cert_no),
    conversationId: Number(conversation.id),
    attachmentId: Number(attachment.id),
    callNo: Number(call.call_number),
    stranger: String(stranger.member_id),
    // Filled in by beforeAll once the callers are signed in.
    enrollments: { read: 0, approve: 0, reject: 0, lastName: '' },
    demoChanges: { listed: 0, reviewed: 0 },
    tempCard: { id: 0, coverage: '' },
    terminationId: 0,
    appeal: { claimNumber: '', appealId: 0, attachmentId: 0, reviewerAccountId: 0 },
  };
}

async function signIn(username: string) {
  const res = await tokenRequest(t.app, {
    grant_type: 'password',
    username,
    password: TEST_PASSWORD,
  });
  expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
  const body = res.json();
  return { token: body.access_token as string, permissions: parsePermissions(body.permissions) };
}

/** Calls a descriptor with `input`, placing each field where the descriptor takes it. */
function call(
  app: FastifyInstance,
  def: EndpointDef,
  input: Record<string, unknown>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const paramKeys = Object.keys(def.params?.shape ?? {});
  const params = Object.fromEntries(paramKeys.map((k) => [k, String(input[k])]));
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !paramKeys.includes(k)));
  const headers = token ? bearer(token) : {};
  const path = buildPath(def.path, params);
  if (def.method === 'GET' || def.method === 'DELETE') {
    const qs = new URLSearchParams(
      Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return app.inject({ method: def.method, url: qs ? `${path}?${qs}` : path, headers });
  }
  if (def.bodyType === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(rest)) form.append(k, String(v));
    return app.inject({ method: def.method, url: path, headers, payload: form });
  }
  return app.inject({ method: def.method, url: path, headers, payload: rest });
}

/** The status a call answers on success (201 for a filing). */
const okStatus = (def: EndpointDef) => def.status ?? 200;

/** The response's text: JSON or CSV as sent; a PDF stays binary (its status is what the test reads). */
const textOf = (res: LightMyRequestResponse) =>
  String(res.headers['content-type']).includes('pdf') ? '' : res.body;

/** True when a request names a person or a claim (not only a group): its audit row must name the member. */
const namesPerson = (input: Record<string, unknown>) =>
  ['memberId', 'claimNumber', 'claimId', 'certNo', 'callNo', 'letterNumber'].some(
    (k) => k in input,
  ) || Object.values(input).some((v) => v === facts.memberId || v === facts.claim.full);

const isWrite = (a: Access) => a.kind === 'signedIn' && a.write === true;
const phiEndpoints = () => [...t.app.endpoints.values()].filter((d) => d.phi !== undefined);
const roleOf = new Map<string, RoleName>([
  ['employee', 'Employee'],
  ['administrator', 'Administrator'],
  ['customerService', 'CustomerService'],
  ['employer', 'Employer'],
  ['provider', 'Provider'],
  ['pendingProvider', 'Provider'],
  ['dependent', 'Dependent'],
  ['otherMember', 'Employee'],
]);

beforeAll(async () => {
  t = await createTestApp();
  facts = await readFacts();
  // An app the employee connected to his own data (the connected-apps recipe lists it).
  await t.database.db.execute(sql`with app as (
      insert into patient_access_apps (client_id, name, publisher, privacy_policy_url, redirect_uris, scopes)
      values ('bp-phi-test', 'PHI test app', 'Tests', 'https://app.example/privacy',
        array['https://app.example/cb'], array['patient/*.read']) returning id)
    insert into patient_access_grants (app_id, account_id, patient_member_id, acting_member_id, scopes)
    select app.id, a.id, a.member_id, a.member_id, array['patient/*.read']
    from app, accounts a where a.username = 'employee@demo.test'`);
  const other = await one(
    'employee of another household',
    sql`select m.id, m.group_number from members m where m.id = m.subscriber_id and m.id <> ${facts.memberRowId} and m.status = 'active'
      and not exists (select 1 from accounts a where a.member_id = m.id) order by m.id limit 1`,
  );
  const otherName = uniqueUsername('phi.other');
  await createAccount(t.database.db, {
    username: otherName,
    role: 'Employee',
    overrides: {
      memberId: Number(other.id),
      groupNumber: Number(other.group_number),
      dependentNumber: 0,
    },
  });
  for (const [name, username] of [
    ['employee', 'employee@demo.test'],
    ['administrator', 'administrator@demo.test'],
    ['customerService', 'customerservice@demo.test'],
    ['employer', 'employer@demo.test'],
    ['provider', 'provider@demo.test'],
    ['dependent', 'dependent@demo.test'],
    ['otherMember', otherName],
  ] as const) {
    const s = await signIn(username);
    callers.set(name, { ...s, role: roleOf.get(name)! });
  }
  callers.set('anonymous', { token: await anonymousToken(t.app), permissions: {} });
  callers.set('pendingProvider', { ...(await registerPendingProvider()), role: 'Provider' });
  await fileEnrollmentFacts();
  await fileAppealFacts();
}, 120_000);

/** A copy of a denied claim of the employee (new number, same lines), billed by `providerId`. */
async function denyingClaimCopy(providerId: number): Promise<string> {
  const src = await one(
    'denied claim of the employee',
    sql`select c.id from claims c where c.member_id = ${facts.memberRowId} and c.status = 'denied'
      and exists (select 1 from claim_lines l where l.claim_id = c.id and l.not_covered_cents > 0) order by c.id limit 1`,
  );
  const copy = await one(
    'copy of the denied claim',
    sql`insert into claims (claim_prefix, claim_number, claim_suffix, member_id, subscriber_id, group_number,
        employee_number, dependent_number, policy_id, provider_id, network, claim_type, coverage_code, plan_year,
        service_date, service_end_date, received_date, processed_date, status, billed_cents, allowed_cents,
        deductible_cents, copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents,
        member_responsibility_cents, diagnosis_codes, place_of_service, processor_id)
      select claim_prefix, (select max(claim_number) + 1 from claims), 0, member_id, subscriber_id, group_number,
        employee_number, dependent_number, policy_id, ${providerId}, network, claim_type, coverage_code, plan_year,
        service_date, service_end_date, received_date, processed_date, status, billed_cents, allowed_cents,
        deductible_cents, copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents,
        member_responsibility_cents, diagnosis_codes, place_of_service, processor_id
      from claims where id = ${Number(src.id)}
      returning id, claim_prefix || '-' || claim_number || '-' || claim_suffix as k`,
  );
  await t.database.db
    .execute(sql`insert into claim_lines (claim_id, line_number, procedure_code, modifier,
      place_of_service, service_date, service_end_date, units, billed_cents, allowed_cents, deductible_cents,
      copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents, member_responsibility_cents, remark_codes)
    select ${Number(copy.id)}, line_number, procedure_code, modifier, place_of_service, service_date,
      service_end_date, units, billed_cents, allowed_cents, deductible_cents, copay_cents, coinsurance_cents,
      not_covered_cents, plan_paid_cents, member_responsibility_cents, remark_codes
    from claim_lines where claim_id = ${Number(src.id)}`);
  return String(copy.k);
}

/**
 * The employee's appeal facts (issue 31): two copies of a denied claim billed by a provider that is not
 * provider@demo.test's; the employee appeals one with a file; staff ask for information; its letter is stored.
 */
async function fileAppealFacts(): Promise<void> {
  const other = await one(
    'provider of the employee’s claim',
    sql`select provider_id from claims where claim_prefix = ${Number(facts.claim.claimPrefix)} and claim_number = ${Number(facts.claim.claimNumber)} and claim_suffix = ${Number(facts.claim.claimSuffix)}`,
  );
  const providerId = Number(other.provider_id);
  const appealed = await denyingClaimCopy(providerId);
  const toFile = await denyingClaimCopy(providerId);
  const employee = callers.get('employee')!;
  const admin = callers.get('administrator')!;
  const form = new FormData();
  form.append('claimNumber', appealed);
  form.append('statement', 'The service was necessary.');
  form.append(
    'attachments',
    new Blob([Buffer.from('%PDF-1.4\n% evidence\n%%EOF\n')], { type: 'application/pdf' }),
    'evidence.pdf',
  );
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/Appeals/File',
    headers: bearer(employee.token),
    payload: form,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const appeal = filed.json() as { appealId: number; attachments: { attachmentId: number }[] };
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/Appeals/RequestInfo',
    headers: bearer(admin.token),
    payload: { appealId: appeal.appealId, message: 'Records, please.', claimantAgreed: true },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const letter = await one(
    'appeal letter file',
    sql`insert into files (name, media_type, size, sha256, bytes, purpose, member_id)
      values ('letter.pdf', 'application/pdf', 9, 'x', convert_to('%PDF-1.4
', 'UTF8'), 'letter', ${facts.memberRowId}) returning id`,
  );
  await t.database.db.execute(
    sql`update appeals set letter_file_id = ${String(letter.id)}::uuid where id = ${appeal.appealId}`,
  );
  const adminId = await one(
    'administrator account',
    sql`select id from accounts where username = 'administrator@demo.test'`,
  );
  facts.appeal = {
    claimNumber: toFile,
    appealId: appeal.appealId,
    attachmentId: appeal.attachments[0]!.attachmentId,
    reviewerAccountId: Number(adminId.id),
  };
}

/**
 * The attack of issue 25: someone registers as a practice that billed the employee and has no portal
 * account, with its public NPI, tax id and zip. The account is pending verification; signed in.
 */
async function registerPendingProvider() {
  const p = await one(
    'practice without an account that billed the employee',
    sql`select p.npi, p.tax_id, p.zip from claims c join providers p on p.id = c.provider_id
      where c.member_id = ${facts.memberRowId} and p.active and p.zip is not null
        and (select count(*) from providers q where q.npi = p.npi and q.tax_id = p.tax_id) = 1
        and not exists (select 1 from account_provider_access x where x.tax_id = p.tax_id
          or x.provider_id in (select q.id from providers q where q.tax_id = p.tax_id))
        and not exists (select 1 from accounts a join providers q on q.id = a.provider_id where q.tax_id = p.tax_id)
      order by p.id limit 1`,
  );
  const userName = uniqueUsername('phi.pending').replace(/@.*$/, '');
  const tax = String(p.tax_id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Account/RegisterProvider',
    payload: {
      npi: String(p.npi),
      taxId: `${tax.slice(0, 2)}-${tax.slice(2)}`,
      providerName: 'Probe Practice',
      firstName: 'Pat',
      lastName: 'Probe',
      phone: '312-555-0142',
      address: {
        addressLine1: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: String(p.zip).slice(0, 5),
      },
      userName,
      email: `${userName}@office.test`,
      confirmEmail: `${userName}@office.test`,
      password: TEST_PASSWORD,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return signIn(userName);
}

/**
 * The employee's group takes enrollments and demographic updates; staff file three enrollments there
 * and the employee two demographic changes, so the enrollment calls have the employee's group's data.
 */
async function fileEnrollmentFacts(): Promise<void> {
  await t.database.db.execute(
    sql`update groups set enrollment = true, demographic_update = true where group_number = ${facts.group}`,
  );
  const lastName = 'Phiprobeapplicant';
  const admin = callers.get('administrator')!;
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Enrollments/Create',
      headers: bearer(admin.token),
      payload: {
        groupNumber: facts.group,
        firstName: `Avery${'abc'[n - 1]}`,
        lastName,
        dateOfBirth: '04/12/1988',
        ssn: `98765432${n}`,
        gender: 'F',
        primaryMemberMaritalStatusType: 'M',
        hireDate: day(-20),
        primaryMemberPayStatus: 'S',
        enrollmentType: 'NH',
        coverageDate: day(1),
        coverageTypes: ['MED'],
        addressLine1: '12 Elm Street',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        enrollmentDependents: [],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().enrollmentId as number);
  }
  facts.enrollments = { read: ids[0]!, approve: ids[1]!, reject: ids[2]!, lastName };
  const change = (street: string) =>
    one(
      'demographic change of the employee',
      sql`insert into demographic_changes (member_id, group_number, address_line1, city, state, zip)
        values (${facts.memberRowId}, ${facts.group}, ${street}, 'Springfield', 'IL', '62704') returning id`,
    );
  facts.demoChanges = {
    listed: Number((await change('1 Listed Way')).id),
    reviewed: Number((await change('2 Reviewed Way')).id),
  };
  const today = new Date().toISOString().slice(0, 10);
  const held = await one(
    'coverage of the employee in force today',
    sql`select p.coverage_type from policies p where p.member_id = ${facts.memberRowId}
      and p.effective_date <= ${today}::date and (p.term_date is null or p.term_date >= ${today}::date)
      order by p.coverage_type limit 1`,
  );
  const coverage = String(held.coverage_type).replace(/^DRG$/, 'RX').replace(/^LIF$/, 'LIFE');
  const card = await one(
    'temporary ID card of the employee',
    sql`insert into temp_id_cards (member_id, group_number, coverage_types, valid_from, valid_through)
      values (${facts.memberRowId}, ${facts.group}, array[${coverage}]::text[], ${today}::date, ${today}::date + 30) returning id`,
  );
  facts.tempCard = { id: Number(card.id), coverage };
  const termination = await one(
    'termination request of the employee',
    sql`insert into terminations (member_id, group_number, employee_number, dependent_number, termination_date, reason, status)
      select m.id, m.group_number, m.employee_number, m.dependent_number, ${today}::date + 30, 'Voluntary', 'requested'
      from members m where m.id = ${facts.memberRowId} returning id`,
  );
  facts.terminationId = Number(termination.id);
}

afterAll(async () => {
  await t?.close();
});

describe('PHI access, generated from the contract', () => {
  it('every bound call whose answer names members declares its kind of PHI and has a recipe here', () => {
    const missing: string[] = [];
    for (const def of t.app.endpoints.values()) {
      if (NOT_PHI[def.id]) continue;
      const carries = isFileResponse(def.response)
        ? def.access.kind === 'signedIn' && !def.id.startsWith('content.')
        : PHI_KEYS.some((k) =>
            JSON.stringify(
              z.toJSONSchema(def.response as z.ZodType, { unrepresentable: 'any' }),
            ).includes(`"${k}"`),
          );
      if (carries && def.phi === undefined) missing.push(`${def.id}: declare phi`);
      if (def.phi !== undefined && !RECIPES[def.id]) missing.push(`${def.id}: add a recipe`);
    }
    expect(missing).toEqual([]);
    expect(phiEndpoints().length).toBeGreaterThanOrEqual(Object.keys(RECIPES).length);
  });

  it('no answer carries an SSN; its last four only reach holders of View Protected Member Info', async () => {
    const [row] = (
      (await t.database.db.execute(
        sql`select ssn_encrypted, ssn_last4 from members where id = ${facts.memberRowId}`,
      )) as unknown as { rows: { ssn_encrypted: Buffer; ssn_last4: string }[] }
    ).rows;
    const ssn = decryptSsn(row!.ssn_encrypted, t.app.appConfig.ssnKey).replace(/\D/g, '');
    const fullSsn = new RegExp(`${ssn.slice(0, 3)}-?${ssn.slice(3, 5)}-?${ssn.slice(5)}`);
    const last4 = new RegExp(`"ssnLast4":"${row!.ssn_last4}"`);
    const csr = callers.get('customerService')!;
    const admin = callers.get('administrator')!;
    expect(csr.permissions[permissionId('VIEW_PROTECTED_MEMBER_INFO')]).toBeUndefined();
    expect(admin.permissions[permissionId('VIEW_PROTECTED_MEMBER_INFO')]).toBeDefined();
    const failures: string[] = [];
    let adminSawLast4 = 0;
    let csrReached = 0;
    // Reads only: a write recipe (a decision) changes what the owner's recipe then finds.
    for (const def of phiEndpoints().filter((d) => !isWrite(d.access))) {
      const r = RECIPES[def.id]!;
      for (const [name, who] of Object.entries({
        customerService: csr,
        administrator: admin,
        employee: callers.get('employee')!,
      })) {
        const res = await call(t.app, def, r.input(facts), who.token);
        const text = textOf(res);
        if (fullSsn.test(text)) failures.push(`${name} → ${def.id}: the full SSN`);
        if (name === 'customerService') {
          if (res.statusCode === 200) csrReached++;
          if (/"ssnLast4":"\d{4}"/.test(text))
            failures.push(`${name} → ${def.id}: an SSN's last four`);
        }
        if (name === 'administrator' && last4.test(text)) adminSawLast4++;
      }
    }
    expect(failures).toEqual([]);
    // The probes reached data: customer service reads member data, and the last four do reach staff
    // allowed to see them (the check above can fail).
    expect(csrReached).toBeGreaterThan(5);
    expect(adminSawLast4).toBeGreaterThan(0);
  });

  it('the data owner reaches the employee’s data through every recipe, and every call leaves its audit row', async () => {
    const failures: string[] = [];
    const accountIdOf = async (owner: string) =>
      Number(
        (await one(owner, sql`select id from accounts where username = ${`${owner}@demo.test`}`))
          .id,
      );
    const ownerIds = {
      employee: await accountIdOf('employee'),
      administrator: await accountIdOf('administrator'),
    };
    for (const def of phiEndpoints()) {
      const r = RECIPES[def.id]!;
      const owner = r.owner ?? 'employee';
      const who = callers.get(owner)!;
      const res = await call(t.app, def, r.input(facts), who.token);
      if (res.statusCode !== okStatus(def)) {
        failures.push(`${def.id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (r.marker && !r.marker(facts).test(textOf(res)))
        failures.push(`${def.id}: the answer lacks the employee's data`);
      // The audit row (docs/decisions.md, "Audit"): written by the call itself, with the real actor, the
      // call's contract id and PHI kind, and — when the request names a member or a claim — the member.
      const audited = await rows(
        sql`select action, entity, actor_account_id, member_id from audit_log where request_id = ${String(res.headers['x-request-id'])}`,
      );
      const own = audited.filter((a) => a.action === def.id && a.entity === def.phi);
      if (own.length === 0)
        failures.push(`${def.id}: no audit row (found ${JSON.stringify(audited)})`);
      else if (own.some((a) => Number(a.actor_account_id) !== ownerIds[owner]))
        failures.push(`${def.id}: the audit row names another actor`);
      else if (namesPerson(r.input(facts)) && own.every((a) => a.member_id === null))
        failures.push(`${def.id}: the audit row names no member`);
    }
    expect(failures).toEqual([]);
  });

  it('employer, provider, dependent, another member and anonymous get only what the rule allows', async () => {
    const failures: string[] = [];
    for (const def of phiEndpoints()) {
      const r = RECIPES[def.id]!;
      for (const name of PROBES) {
        const who = callers.get(name)!;
        const route = who.role
          ? accessAllows(def.access, { kind: 'user', role: who.role, permissions: who.permissions })
          : accessAllows(def.access, { kind: 'anonymous' });
        const allowed = route && ruleAllows(name, def.phi!, r.form);
        const res = await call(t.app, def, r.input(facts), who.token);
        const label = `${name} → ${def.id} (${def.phi}, ${r.form})`;
        const refused = [401, 403, 404].includes(res.statusCode);
        if (allowed) {
          if (res.statusCode !== okStatus(def))
            failures.push(
              `${label}: allowed by the rule but ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          else if (r.marker && !r.marker(facts).test(textOf(res)))
            failures.push(`${label}: allowed but the data is missing`);
        } else if (r.form === 'own') {
          // A call about the caller's own data may answer, but never with the employee's.
          if (!refused && res.statusCode !== 200) failures.push(`${label}: ${res.statusCode}`);
          if (res.statusCode === 200 && r.marker?.(facts).test(textOf(res)))
            failures.push(`${label}: leaks the employee's data`);
        } else if (!refused) {
          failures.push(
            `${label}: expected 401/403/404, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        if (!who.role && res.statusCode !== 401 && def.access.kind === 'signedIn')
          failures.push(`${label}: anonymous must be 401`);
        if (who.role && !route && res.statusCode !== 403)
          failures.push(
            `${label}: the route refuses this caller: expected 403, got ${res.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('through impersonation sessions of staff limited to one group (issue 25)', () => {
  /**
   * Every staff role, limited to a group other than the employee's and holding every impersonation
   * permission, impersonates a member and an employer of its own group — the most it may reach — and the
   * session tries every PHI call against the employee's data: only what the identifiers themselves prove.
   * The employee himself is out of each impersonator's reach.
   */
  it('no session reaches the employee’s data, and none can be opened as the employee', async () => {
    const other = await one(
      'employee of another group with coverage',
      sql`select m.id, m.member_id, m.group_number from members m
        where m.id = m.subscriber_id and m.status = 'active' and m.group_number <> ${facts.group}
          and m.ssn_hmac is not null
          and not exists (select 1 from members pm where pm.ssn_hmac = m.ssn_hmac and pm.group_number = ${facts.group})
          and not exists (select 1 from accounts a where a.member_id = m.id)
        order by m.id limit 1`,
    );
    const group = Number(other.group_number);
    const memberAccount = await createAccount(t.database.db, {
      username: uniqueUsername('phi.imp.member'),
      role: 'Employee',
      overrides: { memberId: Number(other.id), groupNumber: group, dependentNumber: 0 },
    });
    const employerAccount = await createAccount(t.database.db, {
      username: uniqueUsername('phi.imp.employer'),
      role: 'Employer',
    });
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${employerAccount}, ${group})`,
    );
    const sessions: { label: string; token: string; role: RoleName; permissions: PermissionMap }[] =
      [];
    for (const role of ROLE_NAMES.filter((r) => roleClassOf(r) === 'Administrative')) {
      const username = uniqueUsername(`phi.imp.${role.toLowerCase()}`);
      const id = await createAccount(t.database.db, { username, role });
      await t.database.db.execute(
        sql`insert into account_group_access (account_id, group_number) values (${id}, ${group})`,
      );
      await t.database.db.execute(
        sql`insert into account_permissions (account_id, permission_id, granted)
          select ${id}, id, true from permissions where key like 'IMPERSONATE_%'
          on conflict do nothing`,
      );
      const staff = await signIn(username);
      const out = await tokenRequest(t.app, {
        grant_type: 'impersonation',
        token: staff.token,
        memberId: facts.memberId,
      });
      expect(out.statusCode, `${role} → the employee: ${out.body}`).toBe(400);
      for (const [target, targetRole] of [
        [memberAccount, 'Employee'],
        [employerAccount, 'Employer'],
      ] as const) {
        const res = await tokenRequest(t.app, {
          grant_type: 'impersonation',
          token: staff.token,
          userId: String(target),
        });
        expect(res.statusCode, `${role} → ${targetRole}: ${res.body}`).toBe(200);
        const body = res.json();
        sessions.push({
          label: `${role} as ${targetRole}`,
          token: body.access_token,
          role: targetRole,
          permissions: parsePermissions(body.permissions),
        });
      }
    }
    const failures: string[] = [];
    let answered = 0;
    for (const def of phiEndpoints()) {
      const r = RECIPES[def.id]!;
      await Promise.all(
        sessions.map(async (who) => {
          const res = await call(t.app, def, r.input(facts), who.token);
          const label = `${who.label} → ${def.id} (${def.phi}, ${r.form})`;
          const refused = [401, 403, 404].includes(res.statusCode);
          if (res.statusCode === 200) answered++;
          if (r.form === 'identifiers') return;
          // A call about the session's own data, or a search, may answer — never with the employee's.
          const answersWithout =
            res.statusCode === 200 &&
            (r.form === 'own' || r.marker !== undefined) &&
            !r.marker?.(facts).test(textOf(res));
          if (res.statusCode === 200 && r.marker?.(facts).test(textOf(res)))
            failures.push(`${label}: leaks the employee's data`);
          else if (!refused && !answersWithout)
            failures.push(
              `${label}: expected 401/403/404, got ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
    // The sessions are real: they answer calls about their own target.
    expect(answered).toBeGreaterThan(sessions.length);
  }, 300_000);
});

describe('the probes of issue 17, by name', () => {
  const eob = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/RedCard/GetEobPDF',
      headers: bearer(token),
      payload: body,
    });
  const tokenOf = (n: CallerName | 'employee') => callers.get(n)!.token;

  it('employer → EOB: refused for the employee’s own claim and a dependent’s while the group has not certified', async () => {
    const own = { ...claimKeyOf(facts.claim), memberId: facts.memberId };
    const dep = { ...claimKeyOf(facts.minorClaim), memberId: facts.minorClaim.memberId };
    expect((await eob(tokenOf('employer'), own)).statusCode).toBe(404);
    expect((await eob(tokenOf('employer'), claimKeyOf(facts.claim))).statusCode).toBe(404);
    expect((await eob(tokenOf('employer'), dep)).statusCode).toBe(404);
    expect((await eob(tokenOf('employee'), dep)).statusCode).toBe(200);
  });

  it('employer → EOB: allowed once the group’s sponsor has certified, like every claim call; never without View Claims', async () => {
    const own = { ...claimKeyOf(facts.claim), memberId: facts.memberId };
    await t.database.db.execute(
      sql`update groups set phi_certified = true where group_number = ${facts.group}`,
    );
    try {
      const res = await eob(tokenOf('employer'), own);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const years = await t.app.inject({
        url: `/api/ClaimsInfo/ClaimYears?memberId=${facts.memberId}`,
        headers: bearer(tokenOf('employer')),
      });
      expect(years.statusCode).toBe(200);
      // An employer user whose View Claims was removed still gets nothing.
      const name = uniqueUsername('phi.employer');
      const id = await createAccount(t.database.db, { username: name, role: 'Employer' });
      await t.database.db.execute(
        sql`insert into account_group_access (account_id, group_number) values (${id}, ${facts.group})`,
      );
      await t.database.db.execute(
        sql`insert into account_permissions (account_id, permission_id, granted) select ${id}, id, false from permissions where key = 'VIEW_CLAIMS'`,
      );
      const without = await signIn(name);
      expect((await eob(without.token, own)).statusCode).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`update groups set phi_certified = false where group_number = ${facts.group}`,
      );
    }
  });

  it('employer → MemberDependents: the member-profile rule (View Member Details, their groups)', async () => {
    const url = `/api/UserAccount/MemberDependents?memberId=${facts.memberId}`;
    const res = await t.app.inject({ url, headers: bearer(tokenOf('employer')) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(facts.memberId);
    const name = uniqueUsername('phi.employer.nodetails');
    const id = await createAccount(t.database.db, { username: name, role: 'Employer' });
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${id}, ${facts.group})`,
    );
    await t.database.db.execute(
      sql`insert into account_permissions (account_id, permission_id, granted) select ${id}, id, false from permissions where key = 'VIEW_MEMBER_DETAILS'`,
    );
    const without = await signIn(name);
    expect((await t.app.inject({ url, headers: bearer(without.token) })).statusCode).toBe(403);
    // Another group's employer: the same 404 as an unknown member.
    const elsewhere = uniqueUsername('phi.employer.elsewhere');
    const otherId = await createAccount(t.database.db, { username: elsewhere, role: 'Employer' });
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) select ${otherId}, min(group_number) from groups where group_number > 0 and group_number <> ${facts.group} and master_group_number <> (select master_group_number from groups where group_number = ${facts.group})`,
    );
    expect(
      (await t.app.inject({ url, headers: bearer((await signIn(elsewhere)).token) })).statusCode,
    ).toBe(404);
  });

  it('provider → ID card of a member with no claim from that provider: 404 from all three card calls', async () => {
    const p = tokenOf('provider');
    const body = { memberId: facts.stranger };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/RedCard/GetIdCard',
          headers: bearer(p),
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/RedCard/getIdCardDownload',
          headers: bearer(p),
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/RedCard/IdCards?memberId=${facts.stranger}`,
          headers: bearer(p),
        })
      ).statusCode,
    ).toBe(404);
    // Its patient's card, and its own claim's EOP, are there.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/RedCard/GetIdCard',
      headers: bearer(p),
      payload: { memberId: facts.providerClaim.memberId },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const eop = await eob(p, { ...claimKeyOf(facts.providerClaim), isInsured: false });
    expect(eop.statusCode, eop.body).toBe(200);
  });
});

describe('Cache-Control on the API', () => {
  it('every /api response carries Cache-Control: no-store — answers, files, errors and unknown paths', async () => {
    const employee = callers.get('employee')!.token;
    const failures: string[] = [];
    const check = (label: string, res: LightMyRequestResponse) => {
      if (
        !String(res.headers['cache-control'] ?? '')
          .split(/,\s*/)
          .includes('no-store')
      )
        failures.push(`${label}: ${res.headers['cache-control']}`);
    };
    // Every bound call, unauthenticated and as the employee (successes, refusals and validation errors).
    for (const def of t.app.endpoints.values()) {
      const params = Object.fromEntries(Object.keys(def.params?.shape ?? {}).map((k) => [k, '1']));
      const url = buildPath(def.path, params);
      check(`${def.id} (no token)`, await t.app.inject({ method: def.method, url }));
      if (def.method === 'GET')
        check(
          `${def.id} (employee)`,
          await t.app.inject({ method: 'GET', url, headers: bearer(employee) }),
        );
    }
    const token = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'employee@demo.test',
      password: TEST_PASSWORD,
    });
    expect(token.statusCode).toBe(200);
    check('/api/token', token);
    check(
      '/api/token (bad password)',
      await tokenRequest(t.app, {
        grant_type: 'password',
        username: 'employee@demo.test',
        password: 'wrong',
      }),
    );
    check(
      'CurrentUser',
      await t.app.inject({ url: '/api/UserAccount/CurrentUser', headers: bearer(employee) }),
    );
    check(
      'Member/Profile',
      await t.app.inject({ url: '/api/Member/Profile', headers: bearer(employee) }),
    );
    check(
      'ClaimDetails',
      await t.app.inject({
        url: `/api/ClaimsInfo/ClaimDetails?${new URLSearchParams(claimKeyOf(facts.claim))}`,
        headers: bearer(employee),
      }),
    );
    check(
      'IdCards',
      await t.app.inject({ url: '/api/RedCard/IdCards', headers: bearer(employee) }),
    );
    check(
      'GetEobPDF',
      await t.app.inject({
        method: 'POST',
        url: '/api/RedCard/GetEobPDF',
        headers: bearer(employee),
        payload: claimKeyOf(facts.claim),
      }),
    );
    check('unknown /api path', await t.app.inject({ url: '/api/No/Such/Call' }));
    check('OpenAPI', await t.app.inject({ url: '/api/openapi.json' }));
    expect(failures).toEqual([]);
  });
});
