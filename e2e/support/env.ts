import path from 'node:path';

/** Where the e2e run keeps its database, mail and screenshots. */
export const ARTIFACTS = path.resolve(
  process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '../.artifacts'),
);
export const DATA_DIR = path.join(ARTIFACTS, 'data');
export const MAIL_FILE = path.join(ARTIFACTS, 'mail.jsonl');
/** The identity of a demo member without an account (written by the database preparation). */
export const REGISTRATION_MEMBER_FILE = path.join(ARTIFACTS, 'registration-member.json');
/** A second such member, so registration can be walked through in both languages independently. */
export const REGISTRATION_MEMBER_2_FILE = path.join(ARTIFACTS, 'registration-member-2.json');
/** A second Administrator account (impersonation of an administrator is refused): `{ accountId }`. */
export const SECOND_ADMIN_FILE = path.join(ARTIFACTS, 'second-admin.json');
/** An employee without an account whose group registers on another portal (the redirect message). */
export const REDIRECTED_MEMBER_FILE = path.join(ARTIFACTS, 'redirected-member.json');
/**
 * An adjusted claim of the demo data whose billing provider has a remit-to address (issue 29): `{ memberId,
 * claim, original, processor, remitAddress }` (claim numbers prefix-number-suffix, the address on one line).
 */
export const ADJUSTED_CLAIM_FILE = path.join(ARTIFACTS, 'adjusted-claim.json');
export const PORT = Number(process.env.E2E_PORT ?? 3917);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2627);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** An employer whose only group does not take online enrollment (enrollment e2e). */
export const NO_ENROLLMENT_EMPLOYER = 'e2e.noenroll.employer@demo.test';
/** Accounts created by the harness for journeys that change them (never the shared demo accounts). */
export interface Persona {
  username: string;
  role: 'Employee';
  mustChangePassword: boolean;
  /** An active FSA of this plan year with FSA_PERSONA_BALANCE_CENTS and a settled claim of this year with a member share. */
  fsa?: boolean;
  /** Role defaults removed from the account (e.g. SEND_FEEDBACK). */
  withoutPermissions?: readonly 'SEND_FEEDBACK'[];
}
export const PERSONAS = {
  reset: { username: 'e2e.reset@demo.test', role: 'Employee', mustChangePassword: false },
  forced: { username: 'e2e.forced@demo.test', role: 'Employee', mustChangePassword: true },
  settings: { username: 'e2e.settings@demo.test', role: 'Employee', mustChangePassword: false },
  /** Another household, read-only: its claim numbers are the foreign ids of the claims IDOR check. */
  otherHousehold: {
    username: 'e2e.other-household@demo.test',
    role: 'Employee',
    mustChangePassword: false,
  },
  /** Pays claims with its FSA (member-fsa). */
  fsa: { username: 'e2e.fsa@demo.test', role: 'Employee', mustChangePassword: false, fsa: true },
  /** Files ID card and certificate of coverage requests (member-requests). */
  requests: { username: 'e2e.requests@demo.test', role: 'Employee', mustChangePassword: false },
  /** Sends online forms and feedback (member-content). */
  forms: { username: 'e2e.forms@demo.test', role: 'Employee', mustChangePassword: false },
  /** An employee whose Send Feedback was removed (member-content). */
  /** Switches e-mail notifications (member-settings). */
  notifications: {
    username: 'e2e.notifications@demo.test',
    role: 'Employee',
    mustChangePassword: false,
  },
  noFeedback: {
    username: 'e2e.nofeedback@demo.test',
    role: 'Employee',
    mustChangePassword: false,
    withoutPermissions: ['SEND_FEEDBACK'],
  },
} satisfies Record<string, Persona>;
/**
 * This year, by the clock the server runs on: the demo data is generated for today (its plan years are this
 * year and the two before it).
 */
export const THIS_YEAR = new Date().getUTCFullYear();
/** The available balance the FSA persona's account of this year starts with. */
export const FSA_PERSONA_BALANCE_CENTS = 150_000;

/**
 * The demo staff account enrolled in two-step sign-in and its TOTP secret (the server prints both at start;
 * apps/server/src/db/seed/demo-accounts.ts DEMO_TWO_STEP_ACCOUNT, DEMO_TWO_STEP_SECRET).
 */
export const TWO_STEP_ACCOUNT = 'mfa.admin@demo.test';
export const TWO_STEP_SECRET = 'AIPV62NBJLHBSRPAHLZFH4ZCHTQC2T4V';
