import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { MEMBERS, signedIn, barImpersonation } from './access.js';
import { isoDate, qGroupNumber, relationship } from './fields.js';
import { householdMember } from './members.js';

/**
 * The member's household and policies (DependentsPermissions, Policies) and diagnosis code look-ups.
 * Part of the enrollments domain; kept apart to keep files small.
 */

export const dependentsList = endpoint({
  id: 'enrollments.dependents',
  phi: 'member',
  method: 'GET',
  path: '/api/DependentsPermissions/Dependents',
  tag: 'Household',
  summary:
    'The covered people of the active policy and whether the caller may see each (cached: only granted ones).',
  access: MEMBERS,
  response: z.array(householdMember),
});

/** An access grant the signed-in member controls: may this household member see my information. */
export const dependentGrant = z.object({
  dependentNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  relationship,
  /** Only adults can be granted access. */
  adult: z.boolean(),
  accessGranted: z.boolean(),
});

export const dependentsPermissions = endpoint({
  id: 'enrollments.dependentsPermissions',
  phi: 'member',
  method: 'GET',
  path: '/api/DependentsPermissions/Permissions',
  tag: 'Household',
  summary: 'Who in the household may see the signed-in member’s claims and documents.',
  access: MEMBERS,
  response: z.array(dependentGrant),
});

export const loggedDependent = endpoint({
  id: 'enrollments.loggedDependent',
  phi: 'member',
  method: 'GET',
  path: '/api/DependentsPermissions/LoggedDependent',
  tag: 'Household',
  summary: 'The signed-in member’s own household entry.',
  access: MEMBERS,
  response: householdMember,
});

export const dependentsPermissionsUpdate = endpoint({
  id: 'enrollments.dependentsPermissionsUpdate',
  method: 'POST',
  path: '/api/DependentsPermissions/Update',
  tag: 'Household',
  summary: 'Grant or withdraw household members’ access to the signed-in member’s information.',
  access: barImpersonation(MEMBERS, 'consent'),
  body: z.strictObject({
    grants: z
      .array(
        z.strictObject({ dependentNumber: z.number().int().min(0), accessGranted: z.boolean() }),
      )
      .min(1, 'required')
      .max(20),
  }),
  response: okResponse,
});

/** A policy of the signed-in member (spec §3 Policies). */
export const policy = z.object({
  groupNumber: z.number().int(),
  groupName: z.string(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  memberId: z.string(),
  effectiveDate: isoDate,
  terminationDate: isoDate.nullable(),
  selected: z.boolean(),
});
export type Policy = z.infer<typeof policy>;

export const policiesByUser = endpoint({
  id: 'enrollments.policiesByUser',
  phi: 'member',
  method: 'GET',
  path: '/api/Policies/PoliciesByUser',
  tag: 'Household',
  summary: 'The signed-in member’s policies (one per group / employee record); one is selected.',
  access: MEMBERS,
  response: z.array(policy),
});

export const setActivePolicy = endpoint({
  id: 'enrollments.setActivePolicy',
  method: 'POST',
  path: '/api/Policies/SetActivePolicy',
  tag: 'Household',
  summary: 'Choose the policy the member portal shows; it must be one of the caller’s.',
  access: MEMBERS,
  body: z.strictObject({
    groupNumber: z.number().int().positive(),
    employeeNumber: z.number().int(),
    dependentNumber: z.number().int().min(0),
  }),
  response: okResponse,
});

export const diagnosisCode = z.object({ code: z.string(), description: z.string() });

const diagnosisReaders = signedIn(['Members', 'Provider', 'Administrative']);

export const diagnosisCodeSearch = endpoint({
  id: 'enrollments.diagnosisCodeSearch',
  method: 'GET',
  path: '/api/DiagnosisCode/Search',
  tag: 'Household',
  summary: 'ICD-10 diagnosis codes by code or words (precert forms).',
  access: diagnosisReaders,
  query: z.object({
    query: z.string().trim().min(2, 'min').max(100, 'max'),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.array(diagnosisCode),
});

export const diagnosisCodeApplies = endpoint({
  id: 'enrollments.diagnosisCodeApplies',
  method: 'GET',
  path: '/api/DiagnosisCode/DiagnosisCodeApplies',
  tag: 'Household',
  summary: 'Whether a diagnosis code is valid (billable) on a date and, for a group, needs review.',
  access: diagnosisReaders,
  query: z.object({
    code: z.string().trim().min(3, 'min').max(8, 'max'),
    groupNumber: qGroupNumber.optional(),
  }),
  response: z.object({
    code: z.string(),
    applies: z.boolean(),
    description: z.string().nullable(),
    requiresReview: z.boolean(),
  }),
});
