import { ROLE_IDS, brandForHost, type EndpointBody, type EndpointQuery } from '@bp/contract';
import type { registerMember } from '@bp/contract/api/account-settings';
import type { groupRegisterEligibility } from '@bp/contract/api/groups';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import type { RequestContext } from '../../http/context.js';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Language } from '../../mail/templates.js';
import { auditEvent } from '../../audit.js';
import { hashPassword } from '../auth/passwords.js';
import { sentence } from '../auth/messages.js';
import { welcomeMail } from './mail.js';
import { matches, memberIdKey, type MatchInput } from './matching.js';
import * as repo from './repo.js';

/**
 * The context of a public registration call (no caller needed; `language` is the visitor's, for the
 * default redirect sentence), with the clock (tests).
 */
export type RegistrationCtx = RequestContext<Caller | null> & { now?: Date };

/** What a registering visitor and its mail need: the mailer, the portal's URL and the host (brand). */
export type RegistrationDeps = RegistrationCtx & {
  mailer: Mailer;
  publicUrl: string;
  hostname: string;
};

export type IdentityInput = EndpointQuery<typeof groupRegisterEligibility>;

/** The member the five fields name, or undefined: one index probe by member id, the rest compared in code. */
async function matchedMember(db: DbOrTx, input: MatchInput & { memberId: string }) {
  const member = await repo.memberByPublicId(db, memberIdKey(input.memberId));
  return member && matches(member, input) ? member : undefined;
}

/** The redirect message of a group whose members register elsewhere (the login dialog's default sentence when empty). */
function redirectMessageOf(member: { redirectMessage: string | null }, lang: Language): string {
  return member.redirectMessage || sentence('redirect', lang);
}

/**
 * GET GetGroupRegisterEligibility: match or no match only (no PHI, never which field failed). A matched
 * member of a group that registers elsewhere gets canRegister false with the redirect message; a matched
 * member who already has an account is 409 duplicateAccount.
 */
export async function eligibility(d: RegistrationCtx, input: IdentityInput) {
  const member = await matchedMember(d.db, input);
  if (!member) return { match: false, canRegister: false, redirectMessage: null };
  if (!member.canRegister)
    return {
      match: true,
      canRegister: false,
      redirectMessage: redirectMessageOf(member, d.language),
    };
  if (member.hasAccount) throw conflict('duplicateAccount');
  return { match: true, canRegister: true, redirectMessage: null };
}

/** The registration form, with the date of birth under the name the identity match uses. */
export type RegisterInput = EndpointBody<typeof registerMember> & MatchInput;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST Account/Register: the identity is matched again (the client is never trusted), then the login
 * names must be free; the account (Employee for dependent 0, Dependent otherwise), its first password
 * history row, the audit entry and the welcome e-mail are written in one transaction.
 */
export async function register(
  d: RegistrationDeps,
  input: RegisterInput,
): Promise<{ accountId: number }> {
  const member = await matchedMember(d.db, input);
  if (!member) throw notFound('registrationNoMatch');
  if (!member.canRegister) throw forbidden('registrationRedirected');
  if (member.hasAccount) throw conflict('duplicateAccount');
  const taken = await repo.loginsTaken(d.db, input.userName, input.email);
  if (taken.userName || taken.email) {
    throw new ApiError(409, 'conflict', 'duplicateAccount', {
      ...(taken.userName ? { userName: 'duplicateAccount' } : {}),
      ...(taken.email ? { email: 'duplicateAccount' } : {}),
    });
  }
  const now = d.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const role = member.dependentNumber === 0 ? 'Employee' : 'Dependent';
  const brand = brandForHost(d.hostname);
  try {
    return await d.db.transaction(async (tx) => {
      // The member row is locked so two registrations of one member cannot both pass.
      if (await repo.lockMemberHasAccount(tx, member.id)) throw conflict('duplicateAccount');
      const accountId = await repo.insertAccount(tx, {
        username: input.userName.trim(),
        email: input.email.trim(),
        firstName: member.firstName,
        lastName: member.lastName,
        roleId: ROLE_IDS[role],
        passwordHash,
        passwordChangedAt: now,
        language: input.language,
        memberId: member.id,
        groupNumber: member.groupNumber,
        dependentNumber: member.dependentNumber,
        createdAt: now,
      });
      await repo.insertPasswordHistory(tx, accountId, passwordHash, now);
      // A public call: its row is written here, with the new account as the actor.
      await auditEvent(
        tx,
        { caller: { accountId, impersonatorAccountId: null }, requestId: d.requestId },
        {
          action: 'account.register',
          entity: 'account',
          entityId: accountId,
          memberId: member.id,
          detail: {
            role,
            brand: brand.id,
            transactionId: brand.customTransactions.memberRegistration,
          },
        },
      );
      await d.mailer.send(
        tx,
        input.email.trim(),
        welcomeMail(input.language, member.firstName, input.userName.trim(), `${d.publicUrl}/`),
        'account.welcome',
      );
      return { accountId };
    });
  } catch (err) {
    // A concurrent registration took the user name between the check and the insert.
    if (isUniqueViolation(err))
      throw new ApiError(409, 'conflict', 'duplicateAccount', { userName: 'duplicateAccount' });
    throw err;
  }
}
