import { hasPermission, type EndpointBody } from '@bp/contract';
import type {
  emailAndNotificationsSet,
  loginHistory as loginHistoryDef,
} from '@bp/contract/api/account-settings';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, type MailContent } from '../../mail/templates.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

async function own(c: Ctx) {
  const s = await repo.settingsOf(c.db, c.caller.accountId);
  if (!s) throw notFound();
  return s;
}

/** GET MessageNotification: the caller's new-message e-mail switch. */
export async function messageNotification(c: Ctx) {
  return { notificationOn: (await own(c)).messageNotification };
}

/** POST MessageNotification. */
export async function setMessageNotification(c: Ctx, on: boolean): Promise<void> {
  await repo.updateSettings(c.db, c.caller.accountId, { messageNotification: on });
}

/**
 * The caller's e-mail and notification settings. notificationOn is the same switch as
 * MessageNotification; paperlessEob (members only) is kept in accounts.email_notification.
 */
export async function emailSettings(c: Ctx) {
  const s = await own(c);
  return {
    email: s.email,
    notificationOn: s.messageNotification,
    language: languageOf(s.language),
    paperlessEob: c.caller.roleClass === 'Members' ? s.emailNotification : null,
  };
}

const notice = {
  en: {
    subject: 'Your Benefits Portal e-mail address was changed',
    body: (to: string) =>
      `The e-mail address of your Benefits Portal account was changed to ${to}. If you did not do this, contact support.`,
  },
  sp: {
    subject: 'Se cambió su correo del Portal de Beneficios',
    body: (to: string) =>
      `El correo de su cuenta del Portal de Beneficios se cambió a ${to}. Si usted no lo hizo, comuníquese con soporte.`,
  },
} as const;

function changedMail(lang: 'en' | 'sp', to: string): MailContent {
  const t = notice[lang];
  return {
    subject: t.subject,
    text: `${t.body(to)}\n`,
    html: `<p>${t.body(to).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`,
  };
}

/** Saves the caller's settings; a changed e-mail is audited and both addresses are told. */
export async function setEmailSettings(
  c: Ctx & { mailer: Mailer },
  b: EndpointBody<typeof emailAndNotificationsSet>,
): Promise<void> {
  const s = await own(c);
  const changed = s.email.toLowerCase() !== b.email.toLowerCase();
  const lang = b.language ?? languageOf(s.language);
  c.audit.subject({ entityId: c.caller.accountId, detail: { emailChanged: changed } });
  await transaction(c, async ({ db: tx }) => {
    await repo.updateSettings(tx, c.caller.accountId, {
      email: b.email,
      messageNotification: b.notificationOn,
      ...(b.language ? { language: b.language } : {}),
      ...(b.paperlessEob !== undefined && c.caller.roleClass === 'Members'
        ? { emailNotification: b.paperlessEob }
        : {}),
    });
    if (!changed) return;
    await c.mailer.send(tx, s.email, changedMail(lang, b.email), 'account.emailChanged');
    await c.mailer.send(tx, b.email, changedMail(lang, b.email), 'account.emailChanged');
  });
}

/**
 * LoginHistory: the caller's own, or (staff and employers with Login History) another account in their
 * scope; anything else is 404. Members and providers only ever get their own.
 */
export async function loginHistory(c: Ctx, b: EndpointBody<typeof loginHistoryDef>) {
  const target = b.accountId ?? c.caller.accountId;
  if (target !== c.caller.accountId) {
    const allowed =
      (c.caller.roleClass === 'Administrative' || c.caller.roleClass === 'EmployerVendor') &&
      hasPermission(c.caller.permissions, 'LOGIN_HISTORY') &&
      (await repo.historyTarget(
        c.db,
        { accountId: c.caller.accountId, staff: c.caller.roleClass === 'Administrative' },
        target,
      ));
    if (!allowed) throw notFound();
    c.audit.subject({ entityId: target });
  }
  const { rows, total } = await repo.loginHistory(c.db, target, {
    desc: b.sortDesc,
    offset: (b.pageNumber - 1) * b.pageSize,
    limit: b.pageSize,
  });
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.pageSize,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.pageSize),
    items: rows.map((r) => ({
      loginDate: r.at.toISOString(),
      success: r.success,
      ipAddress: r.ip,
      userAgent: r.userAgent,
      impersonatedBy: r.impersonatedBy,
    })),
  };
}
