import path from 'node:path';

/** Where the e2e run keeps its database, mail and screenshots. */
export const ARTIFACTS = path.resolve(process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '../.artifacts'));
export const DATA_DIR = path.join(ARTIFACTS, 'data');
export const MAIL_FILE = path.join(ARTIFACTS, 'mail.jsonl');
/** The identity of a demo member without an account (written by the database preparation). */
export const REGISTRATION_MEMBER_FILE = path.join(ARTIFACTS, 'registration-member.json');
/** A second such member, so registration can be walked through in both languages independently. */
export const REGISTRATION_MEMBER_2_FILE = path.join(ARTIFACTS, 'registration-member-2.json');
/** An employee without an account whose group registers on another portal (the redirect message). */
export const REDIRECTED_MEMBER_FILE = path.join(ARTIFACTS, 'redirected-member.json');
export const PORT = Number(process.env.E2E_PORT ?? 3917);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2627);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Accounts created by the harness for journeys that change them (never the shared demo accounts). */
export const PERSONAS = {
  reset: { username: 'e2e.reset@demo.test', role: 'Employee' as const, mustChangePassword: false },
  forced: { username: 'e2e.forced@demo.test', role: 'Employee' as const, mustChangePassword: true },
  settings: { username: 'e2e.settings@demo.test', role: 'Employee' as const, mustChangePassword: false },
  notifications: { username: 'e2e.notifications@demo.test', role: 'Employee' as const, mustChangePassword: false },
};
