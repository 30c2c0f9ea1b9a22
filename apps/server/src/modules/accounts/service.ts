import { randomBytes } from 'node:crypto';
import { ALL_ROLES_ID, ROLE_IDS, roleNameOf, type EndpointBody, type RoleName } from '@bp/contract';
import type {
  accountFinance,
  accountUpdate,
  createAccount as createAccountDef,
  searchTypeAhead,
  userSearch,
  UserAccount,
} from '@bp/contract/api/accounts';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { ApiError, forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { newResetKey, RESET_KEY_TTL_MS } from '../auth/reset.js';
import { accountById, endAccountSessions, resetTwoStep as removeTwoStep } from '../auth/service.js';
import {
  accountChangedMail,
  languageOf,
  passwordResetMail,
  welcomeMail,
} from '../../mail/templates.js';
import { memberInScope, mayReadProtected } from '../scope/service.js';
import { manageableRoles } from '../roles/service.js';
import { vouchedByStaff } from '../provider-verification/service.js';
import { targetForChange, targetForView, typeAheadScope, viewScope, type Ctx } from './context.js';
import * as repo from './repo.js';

/** A welcome link (set-password) stays valid for 7 days; a reset link for one hour. */
export const WELCOME_KEY_TTL_MS = 7 * 24 * 60 * 60_000;
/** An account locked by account management stays locked until it is unlocked. */
const LOCKED = 'locked';

type Status = UserAccount['status'];

function statusOf(r: repo.AccountListRow, now: Date): Status {
  if (r.status === 'disabled') return 'Disabled';
  if (r.status === LOCKED || (r.lockedUntil && r.lockedUntil > now)) return 'Locked';
  return r.lastLoginAt === null ? 'PendingActivation' : 'Active';
}

/** An account row in the API's shape. */
export function toUserAccount(r: repo.AccountListRow, now = new Date()): UserAccount {
  const gs = r.groupNumbers ?? [];
  return {
    accountId: r.id,
    userName: r.username,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    roleId: r.roleId,
    roleDescription: r.roleDescription,
    status: statusOf(r, now),
    lockedOut: statusOf(r, now) === 'Locked',
    lastLoginDate: r.lastLoginAt?.toISOString() ?? null,
    createdDate: r.createdAt.toISOString(),
    memberId: r.memberPublicId,
    groupNumbers: gs.filter((g) => g >= 0),
    allGroupAccess: gs.includes(-1),
    language: r.language === 'sp' ? 'sp' : 'en',
    messageNotification: r.messageNotification,
    emailNotification: r.emailNotification,
    providerId: r.providerId,
  };
}

/** UserAccount/search: a page of the accounts the caller may manage (All Roles 999 = no role filter). */
export async function search(c: ServiceCtx, b: EndpointBody<typeof userSearch>) {
  const { rows, total } = await repo.searchAccounts(c.db, viewScope(c.caller), {
    ...b,
    roleId: b.roleId === ALL_ROLES_ID ? undefined : b.roleId,
    offset: (b.pageNumber - 1) * b.pageSize,
    limit: b.pageSize,
  });
  const now = new Date();
  return {
    accounts: rows.map((r) => toUserAccount(r, now)),
    current: b.pageNumber,
    pageSize: b.pageSize,
    pages: Math.ceil(total / b.pageSize),
    totalObjects: total,
  };
}

/**
 * SearchTypeAhead: accounts by name, user name or e-mail, among those the caller's permissions reach
 * (`typeAheadScope`); staffOnly narrows to staff.
 */
export async function typeAhead(c: ServiceCtx, b: EndpointBody<typeof searchTypeAhead>) {
  const rows = await repo.typeAhead(
    c.db,
    typeAheadScope(c.caller, b.staffOnly),
    b.query,
    b.roleId === ALL_ROLES_ID ? undefined : b.roleId,
    b.limit,
  );
  return rows.map((r) => ({
    accountId: r.accountId,
    userName: r.userName,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    roleId: r.roleId,
  }));
}

const MEMBER_ROLES: readonly RoleName[] = ['Employee', 'Dependent'];

/** 409 with the field(s) whose value another account already uses. */
async function assertLoginsFree(
  c: ServiceCtx,
  fields: { userName?: string; email?: string },
  exceptAccountId?: number,
) {
  const values = Object.values(fields).filter((v): v is string => v !== undefined);
  const taken = await repo.loginsTaken(c.db, values, exceptAccountId);
  const errs: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && taken.has(v.trim().toLowerCase())) errs[k] = 'duplicateAccount';
  if (Object.keys(errs).length > 0) throw new ApiError(409, 'conflict', 'duplicateAccount', errs);
}

/**
 * The groups the caller may hand out or take away: staff any existing group (Every Group -1 only with
 * Every Group access themselves); employers only groups they have. Anything else is a 400.
 */
export async function assertGrantable(c: ServiceCtx, groupNumbers: number[]): Promise<void> {
  const wanted = [...new Set(groupNumbers)];
  if (wanted.length === 0) return;
  const ok = await grantableOf(c, wanted);
  if (wanted.some((g) => !ok.has(g)))
    throw invalidRequest('invalidValue', { groupNumbers: 'invalidValue' });
}

/** Those of `groupNumbers` the caller may hand out or take away (the rule of `assertGrantable`). */
async function grantableOf(c: ServiceCtx, groupNumbers: number[]): Promise<Set<number>> {
  const wanted = [...new Set(groupNumbers)];
  if (wanted.length === 0) return new Set();
  const callerAll = (await repo.groupNumbersOf(c.db, c.caller.accountId)).includes(-1);
  const staff = c.caller.roleClass === 'Administrative';
  const ok =
    staff && callerAll
      ? await repo.existingGroups(c.db, wanted)
      : await repo.groupsOfCaller(c.db, c.caller.accountId, wanted);
  if (callerAll && staff) ok.add(-1);
  return ok;
}

/**
 * CreateAccount: the role must be one the caller may create (its Create permission, not read-only);
 * member accounts name their member, provider accounts their providers; employers create their own
 * people (at least one of their groups). The account gets an unusable password: the welcome link sets it.
 */
export async function createAccount(
  c: Ctx,
  b: EndpointBody<typeof createAccountDef>,
): Promise<{ accountId: number }> {
  const role = roleNameOf(b.roleId);
  if (!role) throw invalidRequest('invalidValue', { roleId: 'invalidValue' });
  if (!manageableRoles(c.caller, true, true).has(role)) throw forbidden();
  const employer = c.caller.roleClass !== 'Administrative';
  if (employer && b.groupNumbers.length === 0)
    throw invalidRequest('required', { groupNumbers: 'required' });
  await assertGrantable(c, b.groupNumbers);
  await assertLoginsFree(c, { userName: b.userName, email: b.email });
  let member: Awaited<ReturnType<typeof repo.memberByPublicId>>;
  if (MEMBER_ROLES.includes(role)) {
    if (!b.memberId) throw invalidRequest('required', { memberId: 'required' });
    // Only a member within the caller's reach of member data (out of reach and unknown are the same
    // 404), so nobody attaches an account to someone else's member record.
    const inScope = await memberInScope(c, b.memberId, 'member');
    member = await repo.memberByPublicId(c.db, inScope.memberId);
    if (!member) throw notFound();
    // Employers create member accounts for the groups they name (all of them theirs, checked above).
    if (employer && !b.groupNumbers.includes(member.groupNumber))
      throw invalidRequest('invalidValue', { groupNumbers: 'invalidValue' });
    if (member.accountId !== null)
      throw new ApiError(409, 'conflict', 'duplicateAccount', { memberId: 'duplicateAccount' });
    if ((member.dependentNumber === 0) !== (role === 'Employee'))
      throw invalidRequest('invalidValue', { roleId: 'invalidValue' });
  }
  const provs = role === 'Provider' ? await repo.providersByNumbers(c.db, b.providerNumbers) : [];
  if (role === 'Provider' && (b.providerNumbers.length === 0 || provs.length === 0))
    throw invalidRequest('required', { providerNumbers: 'required' });
  const now = new Date();
  // Nobody knows this password; the welcome (or reset) link is the way in.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const accountId = await transaction(c, async ({ db }) => {
    const id = await repo.insertAccount(db, {
      username: b.userName.trim(),
      email: b.email.trim(),
      firstName: b.firstName,
      lastName: b.lastName,
      phone: b.phone ?? null,
      roleId: b.roleId,
      passwordHash,
      passwordChangedAt: now,
      memberId: member?.id ?? null,
      groupNumber: member?.groupNumber ?? null,
      dependentNumber: member?.dependentNumber ?? null,
      providerId: provs[0]?.id ?? null,
      // Staff (or the practice's own account manager) vouch for a provider account they create.
      providerVerifiedAt: role === 'Provider' ? now : null,
      createdAt: now,
    });
    await repo.grantGroups(db, id, [...new Set(b.groupNumbers)], c.caller.accountId);
    await repo.addProviderAccess(
      db,
      id,
      provs.slice(1).map((p) => p.id),
    );
    c.audit.subject({
      entityId: id,
      detail: { roleId: b.roleId, groupNumbers: b.groupNumbers, sendWelcome: b.sendWelcome },
    });
    return id;
  });
  if (b.sendWelcome) await mailKey(c, accountId, 'welcome');
  return { accountId };
}

/** A single-use set-password key for the account, e-mailed as the welcome or reset message. */
async function mailKey(c: Ctx, accountId: number, kind: 'welcome' | 'reset'): Promise<void> {
  const account = await accountById(c.db, accountId);
  if (!account) throw notFound();
  const ttl = kind === 'welcome' ? WELCOME_KEY_TTL_MS : RESET_KEY_TTL_MS;
  const key = await newResetKey(c.db, accountId, new Date(), ttl);
  const link = `${c.publicUrl}/reset-password/${key}`;
  const lang = languageOf(account.language);
  await c.mailer.send(
    c.db,
    account.email,
    kind === 'welcome'
      ? welcomeMail(lang, account.firstName, account.username, link)
      : passwordResetMail(lang, account.firstName, link),
    kind === 'welcome' ? 'welcome' : 'password-reset',
  );
}

/** SendWelcome: e-mails the welcome message with a set-password link (valid 7 days). */
export async function sendWelcome(c: Ctx, accountId: number): Promise<void> {
  await targetForChange(c, accountId);
  await mailKey(c, accountId, 'welcome');
}

/**
 * v2/UpdateRole: both the current and the new role must be ones the caller manages (write). A member's
 * account takes the role its member's place gives (the subscriber Employee, a dependent Dependent), as at
 * registration: a dependent made Employee would see the whole household. An account that stops being a
 * Provider loses its practices and its verification.
 */
export async function updateRole(c: ServiceCtx, accountId: number, roleId: number): Promise<void> {
  const t = await targetForChange(c, accountId);
  const role = roleNameOf(roleId);
  if (!role || !manageableRoles(c.caller, false, true).has(role))
    throw invalidRequest('invalidValue', { roleId: 'invalidValue' });
  if (MEMBER_ROLES.includes(role) !== (t.memberPublicId !== null))
    throw invalidRequest('invalidValue', { roleId: 'invalidValue' });
  if (MEMBER_ROLES.includes(role)) {
    const dependentNumber = await repo.linkedDependentNumber(c.db, accountId);
    if (role !== (dependentNumber === 0 ? 'Employee' : 'Dependent'))
      throw invalidRequest('invalidValue', { roleId: 'invalidValue' });
  }
  if (t.roleId === roleId) return;
  const leavesProvider = roleNameOf(t.roleId) === 'Provider' && role !== 'Provider';
  const now = new Date();
  // An account staff make a Provider is verified by them, unless it registered itself as a provider:
  // that verification is decided by a payment or the provider-maintenance queue.
  const vouched = role === 'Provider' && (await vouchedByStaff(c.db, accountId));
  c.audit.detail({ from: t.roleId, to: roleId });
  await transaction(c, async ({ db }) => {
    await repo.updateAccount(db, accountId, {
      roleId,
      ...(vouched ? { providerVerifiedAt: now } : {}),
      ...(leavesProvider ? { providerId: null, providerVerifiedAt: null } : {}),
    });
    if (leavesProvider) await repo.removeProviderAccess(db, accountId);
    // The account's sessions carried the old role's portal: it signs in again.
    await endAccountSessions(db, accountId, now);
  });
}

/**
 * v2/UpdateUsername and v2/UpdateEmail: audited with the old and new value, and confirmed by e-mail to
 * the OLD address (so the owner learns of a change they did not make).
 */
export async function updateLogin(
  c: Ctx,
  accountId: number,
  field: 'userName' | 'email',
  value: string,
): Promise<void> {
  const t = await targetForChange(c, accountId);
  const next = value.trim();
  const old = field === 'userName' ? t.username : t.email;
  if (old === next) return;
  await assertLoginsFree(c, { [field]: next }, accountId);
  c.audit.detail({ from: old, to: next });
  await transaction(c, ({ db }) =>
    repo.updateAccount(db, accountId, field === 'userName' ? { username: next } : { email: next }),
  );
  await c.mailer.send(
    c.db,
    t.email,
    accountChangedMail(languageOf(t.language), t.firstName, field, next),
    'account-changed',
  );
}

/**
 * Update: name, phone, language and notification settings, and (when given) the groups. The caller
 * only adds and removes groups it may grant; the account's other groups and Every Group stay as they are.
 */
export async function update(
  c: ServiceCtx,
  accountId: number,
  b: EndpointBody<typeof accountUpdate>,
): Promise<void> {
  const t = await targetForChange(c, accountId);
  let add: number[] = [];
  let remove: number[] = [];
  if (b.groupNumbers) {
    const current = new Set(t.groupNumbers ?? []);
    const wanted = new Set(b.groupNumbers);
    add = [...wanted].filter((g) => !current.has(g));
    // Only groups the caller could grant are taken away; the others (and Every Group, -1, which is
    // UpdateAccess's business) stay as they are.
    const mayGrant = await grantableOf(c, [...current]);
    remove = [...current].filter((g) => g !== -1 && !wanted.has(g) && mayGrant.has(g));
    await assertGrantable(c, add);
  }
  c.audit.detail({ groupsAdded: add, groupsRemoved: remove });
  await transaction(c, async ({ db }) => {
    await repo.updateAccount(db, accountId, {
      firstName: b.firstName,
      lastName: b.lastName,
      phone: b.phone ?? null,
      ...(b.language ? { language: b.language } : {}),
      ...(b.messageNotification !== undefined
        ? { messageNotification: b.messageNotification }
        : {}),
      ...(b.emailNotification !== undefined ? { emailNotification: b.emailNotification } : {}),
    });
    await repo.grantGroups(db, accountId, add, c.caller.accountId);
    await repo.revokeGroups(db, accountId, remove);
  });
}

/**
 * ChangeStatus: lock (ends the account's sessions) or unlock. Unlocking also ends a failed-sign-in lock
 * of the account: `locked_until` becomes now, where the sign-in counts start again (auth/lockout.ts).
 */
export async function changeStatus(
  c: ServiceCtx,
  accountId: number,
  lockout: boolean,
): Promise<void> {
  await targetForChange(c, accountId);
  const now = new Date();
  c.audit.detail({ lockout });
  await transaction(c, async ({ db }) => {
    await repo.updateAccount(
      db,
      accountId,
      lockout ? { status: LOCKED } : { status: 'active', lockedUntil: now },
    );
    if (lockout) await endAccountSessions(db, accountId, now);
  });
}

/**
 * ResetPassword: the account must change its password at next sign-in (forced change flow), its
 * sessions end, and it gets a one-hour reset link by e-mail.
 */
export async function resetPassword(c: Ctx, accountId: number): Promise<void> {
  await targetForChange(c, accountId);
  const now = new Date();
  await transaction(c, async ({ db }) => {
    await repo.updateAccount(db, accountId, { mustChangePassword: true });
    await endAccountSessions(db, accountId, now);
  });
  await mailKey(c, accountId, 'reset');
}

/**
 * ResetTwoStep (lost phone): the account's authenticator and recovery codes go and its sessions end; its
 * next sign-in enrols again when it must use two steps (docs/decisions.md, "Sign-in").
 */
export async function resetTwoStep(c: ServiceCtx, accountId: number): Promise<void> {
  await targetForChange(c, accountId);
  const now = new Date();
  c.audit.detail({ twoStepReset: true });
  await transaction(c, async ({ db }) => {
    await removeTwoStep(db, accountId);
    await endAccountSessions(db, accountId, now);
  });
}

/** MemberInfo: who a member id is (within the caller's reach of member data) and its account. */
export async function memberInfo(c: ServiceCtx, memberId: string) {
  // The scope gate notes the member on the call's audit row.
  const m = await memberInScope(c, memberId, 'member');
  const row = await repo.memberByPublicId(c.db, m.memberId);
  if (!row) throw notFound();
  return {
    memberId: row.memberId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    groupNumber: row.groupNumber,
    groupName: row.groupName,
    employeeNumber: row.employeeNumber,
    dependentNumber: row.dependentNumber,
    ssnLast4: mayReadProtected(c.caller) ? row.ssnLast4 : null,
    accountId: row.accountId,
  };
}

const EMPLOYER_ROLE_IDS: readonly number[] = [ROLE_IDS.Employer, ROLE_IDS.Vendor];

/** employers/{id}: an employer or vendor account with its finance access (employers: themselves). */
export async function employer(c: ServiceCtx, accountId: number) {
  let row: repo.AccountListRow | undefined;
  if (c.caller.roleClass === 'EmployerVendor') {
    if (accountId !== c.caller.accountId) throw notFound();
    row = await repo.accountInScope(
      c.db,
      { callerAccountId: accountId, staff: true, roleIds: [...EMPLOYER_ROLE_IDS] },
      accountId,
    );
  } else {
    row = await targetForView(c, accountId).catch(() => undefined);
  }
  if (!row || !EMPLOYER_ROLE_IDS.includes(row.roleId)) throw notFound();
  const [finance, employerName] = await Promise.all([
    repo.financeOf(c.db, accountId),
    repo.employerNameOf(c.db, accountId),
  ]);
  return { ...toUserAccount(row), employerName, ...finance };
}

/**
 * accountfinance: which of the employer account's groups' check runs it sees and whether with claim
 * detail. The groups must be ones the account has.
 */
export async function setFinance(
  c: ServiceCtx,
  b: EndpointBody<typeof accountFinance>,
): Promise<void> {
  const t = await targetForView(c, b.accountId);
  if (!EMPLOYER_ROLE_IDS.includes(t.roleId)) throw notFound();
  const has = new Set(t.groupNumbers ?? []);
  const groups = [...new Set(b.financeGroupNumbers)];
  if (!has.has(-1) && groups.some((g) => !has.has(g)))
    throw invalidRequest('invalidValue', { financeGroupNumbers: 'invalidValue' });
  if ((await repo.existingGroups(c.db, groups)).size !== groups.length)
    throw invalidRequest('invalidValue', { financeGroupNumbers: 'invalidValue' });
  c.audit.subject({
    entityId: b.accountId,
    detail: { groupFinance: b.groupFinance, groupFinanceClaims: b.groupFinanceClaims, groups },
  });
  await transaction(c, ({ db }) =>
    repo.setFinance(db, b.accountId, { ...b, financeGroupNumbers: groups }, c.caller.accountId),
  );
}
