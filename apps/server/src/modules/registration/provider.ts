import { ROLE_IDS, brandForHost, type EndpointBody } from '@bp/contract';
import type { registerProvider as registerProviderDef } from '@bp/contract/api/account-settings';
import type { DbOrTx } from '../../db/client.js';
import { ApiError, conflict, invalidRequest } from '../../http/errors.js';
import { auditEvent } from '../../audit.js';
import { hashPassword } from '../auth/passwords.js';
import { fileRegistration } from '../provider-verification/service.js';
import { providerWelcomeMail } from './mail.js';
import * as repo from './repo.js';
import type { RegistrationDeps } from './service.js';

export type ProviderRegistrationInput = EndpointBody<typeof registerProviderDef>;

const zip5 = (z: string | null | undefined) => (z ?? '').trim().slice(0, 5);

const duplicateLogin = (fields: { userName?: boolean; email?: boolean }) =>
  new ApiError(409, 'conflict', 'duplicateAccount', {
    ...(fields.userName ? { userName: 'duplicateAccount' } : {}),
    ...(fields.email ? { email: 'duplicateAccount' } : {}),
  });

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The provider file's row the form names: NPI, tax id and the practice's 5-digit zip must all match. */
async function matchedProvider(db: DbOrTx, input: ProviderRegistrationInput) {
  const row = await repo.providerByNpiAndTaxId(db, input.npi, input.taxId);
  return row && zip5(row.zip) !== '' && zip5(row.zip) === zip5(input.address.zip) ? row : undefined;
}

/**
 * POST Account/RegisterProvider: the office is matched against the provider file (NPI + tax id + the
 * practice zip, one active row; else 400 providerNotFound, never saying which field failed); an
 * organization that already has a verified portal account is refused (409 duplicateAccount: further
 * users are added by its account manager or staff); user name and e-mail must be free. NPI, tax id and
 * zip are public, so they prove nothing: the account is created PENDING VERIFICATION and reads no
 * member data until it names a recent payment of the plan to the practice, or provider-maintenance staff
 * approve it (docs/decisions.md, "Provider account verification"). A pending registration does not block
 * another one of the same practice, so nobody can squat a practice's account. In one transaction: the
 * Provider account (terms of service not accepted, so the first sign-in answers `tos`; not verified), its
 * tax-id access to the organization (used once verified), the first password-history row, the audit row
 * under the brand's provider-registration transaction id (§9: 14 / 176) with the practice and contact
 * details, the verification request in the provider-maintenance queue (same transaction id), and the
 * welcome e-mail explaining the verification.
 */
export async function registerProvider(
  d: RegistrationDeps,
  input: ProviderRegistrationInput,
): Promise<{ accountId: number }> {
  const provider = await matchedProvider(d.db, input);
  if (!provider) throw invalidRequest('providerNotFound');
  if (await repo.organizationHasAccount(d.db, input.taxId)) throw conflict('duplicateAccount');
  const taken = await repo.loginsTaken(d.db, input.userName, input.email);
  if (taken.userName || taken.email) throw duplicateLogin(taken);
  const now = d.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const brand = brandForHost(d.hostname);
  const userName = input.userName.trim();
  const email = input.email.trim();
  try {
    return await d.db.transaction(async (tx) => {
      if (await repo.organizationHasAccount(tx, input.taxId, true))
        throw conflict('duplicateAccount');
      const accountId = await repo.insertAccount(tx, {
        username: userName,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        roleId: ROLE_IDS.Provider,
        passwordHash,
        passwordChangedAt: now,
        language: input.language,
        providerId: provider.id,
        tosAcceptedAt: null,
        createdAt: now,
      });
      await repo.insertPasswordHistory(tx, accountId, passwordHash, now);
      await repo.insertTaxIdAccess(tx, accountId, input.taxId, now);
      // A public call: its row is written here, with the new account as the actor.
      await auditEvent(
        tx,
        { caller: { accountId, impersonatorAccountId: null }, requestId: d.requestId },
        {
          action: 'account.register',
          entity: 'account',
          entityId: accountId,
          detail: {
            role: 'Provider',
            brand: brand.id,
            transactionId: brand.customTransactions.providerRegistration,
            providerId: provider.id,
            npi: input.npi,
            taxId: input.taxId,
            practice: {
              name: input.providerName,
              phone: input.phone,
              fax: input.fax ?? null,
              address: input.address,
            },
          },
        },
      );
      await fileRegistration({
        tx,
        accountId,
        providerId: provider.id,
        taxId: input.taxId,
        practice: {
          name: input.providerName,
          npi: input.npi,
          phone: input.phone,
          fax: input.fax ?? null,
          address: { ...input.address, addressLine2: input.address.addressLine2 ?? null },
          contact: { firstName: input.firstName, lastName: input.lastName },
        },
        email,
        lang: input.language,
        hostname: d.hostname,
        requestId: d.requestId,
        at: now,
      });
      await d.mailer.send(
        tx,
        email,
        providerWelcomeMail(
          input.language,
          input.firstName,
          userName,
          provider.name,
          `${d.publicUrl}/`,
        ),
        'account.welcome',
      );
      return { accountId };
    });
  } catch (err) {
    // A concurrent registration took the user name between the check and the insert.
    if (isUniqueViolation(err)) throw duplicateLogin({ userName: true });
    throw err;
  }
}
