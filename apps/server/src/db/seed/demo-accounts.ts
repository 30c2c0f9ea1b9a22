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
  /** Enrolled in two-step sign-in with DEMO_TWO_STEP_SECRET (the other demo accounts use a password alone). */
  twoStep?: boolean;
}

/**
 * The TOTP secret of mfa.admin@demo.test (demo mode only, printed at start with its otpauth URL): add it to
 * an authenticator app to try two-step sign-in. Public on purpose, like DEMO_PASSWORD.
 */
export const DEMO_TWO_STEP_SECRET = 'AIPV62NBJLHBSRPAHLZFH4ZCHTQC2T4V';
/** The demo staff account that signs in in two steps. */
export const DEMO_TWO_STEP_ACCOUNT = 'mfa.admin@demo.test';

/**
 * `<role lowercased>@demo.test` for every role, plus mfa.admin@demo.test (an Administrator enrolled in
 * two-step sign-in) and newprovider@demo.test (Provider, self-registered: terms not yet accepted, pending
 * verification — a recent payment to its practice verifies it).
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
    username: DEMO_TWO_STEP_ACCOUNT,
    role: 'Administrator',
    firstName: 'Demo',
    lastName: 'Two-Step Administrator',
    tosAccepted: true,
    twoStep: true,
  },
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
