/** Demo sign-in accounts (demo mode only): one per role, password DEMO_PASSWORD. */
import { ROLE_IDS, isAdministrative, type RoleName, ROLE_NAMES } from '@bp/contract';

export const DEMO_PASSWORD = 'Demo-Portal-2026';
/** Last name of the demo household (employee@demo.test and dependent@demo.test). */
export const DEMO_HOUSEHOLD_LAST_NAME = 'Rivera';

export interface DemoAccount {
  username: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  tosAccepted: boolean;
  /** A self-registered provider still pending verification (no member data until it verifies). */
  verificationPending?: boolean;
}

/**
 * `<role lowercased>@demo.test` for every role, plus newprovider@demo.test (Provider, self-registered:
 * terms not yet accepted, pending verification — a recent payment to its practice verifies it).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ROLE_NAMES.map((role) => ({
    username: `${role.toLowerCase()}@demo.test`,
    role,
    firstName: role === 'Employee' ? 'Jordan' : role === 'Dependent' ? 'Riley' : 'Demo',
    lastName: role === 'Employee' || role === 'Dependent' ? DEMO_HOUSEHOLD_LAST_NAME : role,
    tosAccepted: true,
  })),
  {
    username: 'newprovider@demo.test',
    role: 'Provider',
    firstName: 'New',
    lastName: 'Provider',
    tosAccepted: false,
    verificationPending: true,
  },
];

/** The self-registered demo provider, pending verification. */
export const PENDING_PROVIDER = 'newprovider@demo.test';

export const isStaffRole = (role: RoleName): boolean => isAdministrative(role);
export const roleIdOf = (role: RoleName): number => ROLE_IDS[role];
