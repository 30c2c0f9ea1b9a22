import { portalOf, roleNameOf, routePath, type RouteName } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, secureMessageMail } from '../../mail/templates.js';
import { accountOf } from './routing-repo.js';

/** What sending a notification needs. */
export interface NotifyDeps {
  mailer: Mailer;
  /** The portal's absolute base URL (config PUBLIC_URL). */
  publicUrl: string;
}

/**
 * E-mails the recipient of a new message that a secure message waits in its message center, when the
 * account is active and its message notifications are on. The mail names no subject, text or member.
 */
export async function notifyRecipient(
  tx: DbOrTx,
  d: NotifyDeps,
  accountId: number | null,
): Promise<void> {
  if (accountId === null) return;
  const a = await accountOf(tx, accountId);
  if (!a || !a.messageNotification || a.status !== 'active' || !a.email) return;
  const role = roleNameOf(a.roleId);
  if (!role) return;
  const link = `${d.publicUrl}${routePath(`${portalOf(role)}.messageCenter` as RouteName)}`;
  const mail = secureMessageMail(languageOf(a.language), a.firstName, link);
  await d.mailer.send(tx, a.email, mail, 'secureMessage');
}
