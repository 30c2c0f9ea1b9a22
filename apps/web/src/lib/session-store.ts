import { parsePermissions, type PermissionMap } from '@bp/contract/permissions';
import { roleNameOf, portalOf, type RoleName, type Portal } from '@bp/contract/roles';
import type { LoginResponse } from '@bp/contract/api/auth';
import { STORAGE_KEYS } from './constants';
import { createStore, useStore } from './external-store';
import { sessionTimeReported, stopIdle } from './session-time';
import { clearStorageKeepingLanguage, readJson, writeJson } from './storage';

/** The stored current user (spec §3: the login response without token, flags and permissions). */
export interface CurrentUser {
  userName: string;
  accountType: number;
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
  dependentNumber: number | null;
  groupNumber: number | null;
  canRegister: boolean;
  redirectMessage: string | null;
  /** Provider accounts: 'pending' until verified as the practice's (no member data); null otherwise. */
  providerVerification?: 'verified' | 'pending' | null;
}

/** Set while an administrator views the portal as someone else. */
export interface Impersonation {
  /** Where to go back to when impersonation stops. */
  returnRoute: string;
  /** The display name of the impersonated account. */
  name: string;
}

export interface SessionState {
  initialized: boolean;
  token: string | null;
  user: CurrentUser | null;
  permissions: PermissionMap;
  impersonation: Impersonation | null;
}

const EMPTY: SessionState = {
  initialized: false,
  token: null,
  user: null,
  permissions: {},
  impersonation: null,
};

export const sessionStore = createStore<SessionState>(EMPTY);

/** Picks the fields of the login response that the stored user keeps. */
export function currentUserOf(r: LoginResponse): CurrentUser {
  const {
    userName,
    accountType,
    accountId,
    email,
    firstName,
    lastName,
    dependentNumber,
    groupNumber,
    canRegister,
    redirectMessage,
    providerVerification,
  } = r;
  return {
    userName,
    accountType,
    accountId,
    email,
    firstName,
    lastName,
    dependentNumber,
    groupNumber,
    canRegister,
    redirectMessage,
    providerVerification,
  };
}

/** Restores token, user, permissions and impersonation flags from storage; runs once (guard step 2). */
export function initSession(): SessionState {
  const state = sessionStore.get();
  if (state.initialized) return state;
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const user = readJson<CurrentUser>(STORAGE_KEYS.user) ?? null;
  const valid = Boolean(token && user && roleNameOf(user.accountType));
  sessionStore.set({
    initialized: true,
    token: valid ? token : null,
    user: valid ? user : null,
    permissions: valid ? parsePermissions(localStorage.getItem(STORAGE_KEYS.permissions)) : {},
    impersonation: valid ? (readJson<Impersonation>(STORAGE_KEYS.impersonation) ?? null) : null,
  });
  return sessionStore.get();
}

/** Starts a signed-in session from a login response and persists it. */
export function establishSession(
  r: LoginResponse,
  impersonation: Impersonation | null = null,
): void {
  restoreSession(r.access_token, currentUserOf(r), r.permissions, impersonation);
  // The idle time-out starts now: the warning and automatic sign-out count from here.
  sessionTimeReported(r.expires_in, r.expires_in);
}

/** Sets and persists a session from its parts (also used when impersonation stops). */
export function restoreSession(
  token: string,
  user: CurrentUser,
  permissions: string,
  impersonation: Impersonation | null = null,
): void {
  const current = sessionStore.get();
  const unchanged =
    current.initialized &&
    current.token === token &&
    localStorage.getItem(STORAGE_KEYS.permissions) === permissions &&
    JSON.stringify(current.user) === JSON.stringify(user) &&
    JSON.stringify(current.impersonation) === JSON.stringify(impersonation);
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.permissions, permissions);
  writeJson(STORAGE_KEYS.user, user);
  writeJson(STORAGE_KEYS.impersonation, impersonation);
  // The reload of the stored session at start (features/auth/session-reload.ts) usually finds it as it
  // was: nothing to tell the page, whose every subscriber would re-render at once (a store update is
  // never a deferred render), a long task on a phone while the page's first data arrives.
  if (unchanged) return;
  sessionStore.set({
    initialized: true,
    token,
    user,
    permissions: parsePermissions(permissions),
    impersonation,
  });
}

/** Forgets the session: state and storage (the language choice survives). */
export function resetSession(): void {
  stopIdle();
  clearStorageKeepingLanguage();
  sessionStore.set({ ...EMPTY, initialized: true });
}

/** The role of the signed-in user, if any. */
export function roleOf(state: SessionState): RoleName | undefined {
  return state.user ? roleNameOf(state.user.accountType) : undefined;
}

/** The portal of the signed-in user, if any. */
export function portalOfSession(state: SessionState): Portal | undefined {
  const role = roleOf(state);
  return role ? portalOf(role) : undefined;
}

/** True while a provider account is pending verification: its portal shows no member data. */
export function providerPending(state: SessionState): boolean {
  return state.user?.providerVerification === 'pending';
}

/** Marks the signed-in provider account verified (after its payment matched) and persists it. */
export function markProviderVerified(): void {
  const state = sessionStore.get();
  if (!state.user || !state.token) return;
  const user = { ...state.user, providerVerification: 'verified' as const };
  writeJson(STORAGE_KEYS.user, user);
  sessionStore.set({ ...state, user });
}

/** True when a user is signed in. */
export function isSignedIn(state: SessionState = sessionStore.get()): boolean {
  return Boolean(state.token && state.user);
}

/** Subscribes a component to a slice of the session. */
export function useSession<S>(select: (s: SessionState) => S): S {
  return useStore(sessionStore, select);
}
