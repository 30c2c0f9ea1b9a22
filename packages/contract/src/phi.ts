/**
 * Kinds of member data (PHI) and who may ever read each kind. The server enforces one rule per kind
 * (apps/server/src/modules/scope) on every call whose descriptor declares that kind in `phi`, JSON and
 * PDF alike; the web may use the same table to hide. Reasoning: docs/decisions.md, "PHI access rules".
 */
import { hasAnyPermission, type PermissionKey, type PermissionMap } from './permissions.js';
import type { RoleClass } from './roles.js';

export const PHI_KINDS = [
  /** Demographics and enrollment: profile, household, coverage and plan years, mailing addresses. */
  'member',
  /** ID card content and PDFs. */
  'idCard',
  /** Claim-level data: claims, lines, EOB/EOP, payments, claim years, accumulators. */
  'claim',
  /** Pre-certifications (utilization review). */
  'precert',
  /** Letters sent to members. */
  'letter',
  /** Secure-message conversations. */
  'conversation',
  /** Appeals of adverse benefit determinations: the filing, its clock, events, attachments and letters. */
  'appeal',
] as const;
export type PhiKind = (typeof PHI_KINDS)[number];

/**
 * Per kind, the role classes that may read it and the permissions (any of) each needs; an empty list
 * means the class needs none (members reading their own household). A class absent from a kind never
 * reads it. Which rows a permitted caller reaches is the kind's row rule:
 * - Members: their visible household (own row; as the subscriber, minors and adults who granted access);
 * - Provider: members with a claim billed or rendered by one of its providers; claim rows of those providers only;
 * - EmployerVendor: members of their groups; claim-level data only for groups whose plan sponsor has
 *   certified the plan documents (45 CFR 164.504(f)(2)(ii), `groups.phi_certified`);
 * - Administrative: members of their groups (Every Group = all).
 * Pre-certifications, letters, conversations and appeals keep their module's row rule (own / provider's own /
 * staff groups or queue) with the classes and permissions below.
 */
export const PHI_ACCESS: Record<PhiKind, Partial<Record<RoleClass, readonly PermissionKey[]>>> = {
  member: {
    Members: [],
    Provider: ['VIEW_MEMBER_DETAILS'],
    EmployerVendor: ['VIEW_MEMBER_DETAILS'],
    Administrative: ['VIEW_MEMBER_DETAILS'],
  },
  idCard: {
    Members: [],
    Provider: ['VIEW_PROFILE_DOCUMENTS'],
    Administrative: ['VIEW_PROFILE_DOCUMENTS', 'REQUEST_ID', 'CREATE_TEMP_ID_CARD'],
  },
  claim: {
    Members: ['VIEW_CLAIMS'],
    Provider: ['VIEW_CLAIMS'],
    EmployerVendor: ['VIEW_CLAIMS'],
    Administrative: [
      'VIEW_CLAIMS',
      'VIEW_ADMIN_CLAIM_DETAILS',
      'GLOBAL_CLAIMS_SEARCH',
      'FILTERED_CLAIMS',
    ],
  },
  precert: {
    Members: ['WLT_PRECERTS', 'PRE_CERTIFICATION'],
    Provider: ['WLT_PRECERTS', 'WLT_PRECERT_DETAILS', 'PRE_CERTIFICATION'],
    Administrative: ['WLT_PRECERTS', 'WLT_PRECERT_DETAILS', 'PRE_CERTIFICATION'],
  },
  letter: {
    Members: ['LETTERS'],
    Administrative: ['LETTERS'],
  },
  conversation: {
    Members: [],
    Provider: [],
    EmployerVendor: [],
    Administrative: [],
  },
  /**
   * Appeals (issue 31): members their visible household's; providers only the appeals their providers filed;
   * staff with Appeals, their groups. Employers never.
   */
  appeal: {
    Members: [],
    Provider: ['VIEW_CLAIMS'],
    Administrative: ['APPEALS'],
  },
};

/** True when a caller of the class holding these permissions may read this kind of data at all. */
export function mayReadPhi(
  kind: PhiKind,
  roleClass: RoleClass,
  permissions: PermissionMap,
): boolean {
  const needed = PHI_ACCESS[kind][roleClass];
  if (needed === undefined) return false;
  return needed.length === 0 || hasAnyPermission(permissions, needed);
}
