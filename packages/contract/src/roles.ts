/** Roles of spec §6, their ids (the login response's accountType), classes and portals. */

export const ROLE_NAMES = [
  'Administrator',
  'AccountManager',
  'Eligibility',
  'Nurse',
  'CustomerService',
  'Compliance',
  'Employee',
  'Dependent',
  'Employer',
  'Vendor',
  'Provider',
  'PlanBuildingEDI',
  'ProviderMaintenance',
  'Contractor',
  'Finance',
  'TouchCareVendor',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Role ids. The spec does not show them (they come from a role map on the server); we chose
 * Employee = 7 and Dependent = 8 so that "account types 7 and 8" of the registration check are
 * the member roles (docs/decisions.md).
 */
export const ROLE_IDS = {
  Administrator: 1,
  AccountManager: 2,
  Eligibility: 3,
  Nurse: 4,
  CustomerService: 5,
  Compliance: 6,
  Employee: 7,
  Dependent: 8,
  Employer: 9,
  Vendor: 10,
  Provider: 11,
  PlanBuildingEDI: 12,
  ProviderMaintenance: 13,
  Contractor: 14,
  Finance: 15,
  TouchCareVendor: 16,
} as const satisfies Record<RoleName, number>;
export type RoleId = (typeof ROLE_IDS)[RoleName];

/** Pseudo role "All Roles" (spec §9). */
export const ALL_ROLES_ID = 999;
/** Administrative roles act with this operator id (spec §6). */
export const OPERATOR_ID = 625;
/** Account types whose login depends on canRegister (spec §4, §9). */
export const REGISTRATION_CHECKED_ACCOUNT_TYPES: readonly number[] = [7, 8];

export const ADMINISTRATIVE_ROLES = [
  'Administrator',
  'AccountManager',
  'Eligibility',
  'Nurse',
  'CustomerService',
  'Compliance',
  'PlanBuildingEDI',
  'ProviderMaintenance',
  'Contractor',
  'Finance',
  'TouchCareVendor',
] as const satisfies readonly RoleName[];

/** Route role classes of spec §6. */
export const ROLE_CLASSES = ['Administrative', 'EmployerVendor', 'Members', 'Provider'] as const;
export type RoleClass = (typeof ROLE_CLASSES)[number];

export const PORTALS = ['admin', 'employer', 'member', 'provider'] as const;
export type Portal = (typeof PORTALS)[number];

const roleNameById = new Map<number, RoleName>(
  ROLE_NAMES.map((name) => [ROLE_IDS[name], name] as const),
);

/** Role name for a role id, or undefined for an unknown id. */
export function roleNameOf(roleId: number): RoleName | undefined {
  return roleNameById.get(roleId);
}

/** True for the eleven staff roles. */
export function isAdministrative(role: RoleName): boolean {
  return (ADMINISTRATIVE_ROLES as readonly RoleName[]).includes(role);
}

/** The route role class a role belongs to. */
export function roleClassOf(role: RoleName): RoleClass {
  if (isAdministrative(role)) return 'Administrative';
  if (role === 'Employer' || role === 'Vendor') return 'EmployerVendor';
  if (role === 'Employee' || role === 'Dependent') return 'Members';
  return 'Provider';
}

const portalByClass: Record<RoleClass, Portal> = {
  Administrative: 'admin',
  EmployerVendor: 'employer',
  Members: 'member',
  Provider: 'provider',
};

/** The portal a role signs in to (spec §2 Portal selection). */
export function portalOf(role: RoleName): Portal {
  return portalByClass[roleClassOf(role)];
}

/** The role class served by a portal. */
export function roleClassOfPortal(portal: Portal): RoleClass {
  return (Object.keys(portalByClass) as RoleClass[]).find((c) => portalByClass[c] === portal)!;
}

/** Dashboard path of a role's portal. */
export function dashboardPathOf(role: RoleName): string {
  return `/${portalOf(role)}/dashboard`;
}
