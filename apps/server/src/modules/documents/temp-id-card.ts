import type { TempIdCard } from '@bp/contract/api/cards';
import { TEMP_ID_CARD_MAX_DAYS } from '@bp/contract/api/cards';
import { routePath } from '@bp/contract';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, tempIdCardMail } from '../../mail/templates.js';
import { audit } from '../../audit.js';
import { todayIso } from '../../clock.js';
import { coverageCode, type CoverageCode } from '../scope/codes.js';
import { memberInScope, memberVisibility } from '../scope/service.js';
import * as repo from './repo.js';
import * as tempRepo from './temp-id-card-repo.js';
import { recipientLanguage, type Ctx } from './eob.js';
import { brandOf, buildCards } from './id-card.js';
import { renderIdCardPdf } from './id-card-pdf.js';

/** What issuing a card needs besides the caller: the mailer and the portal's base URL (the notice). */
export interface IssueCtx extends Ctx {
  mailer: Mailer;
  publicUrl: string;
}

export interface CreateTempIdCardInput {
  memberId: string;
  groupNumber: number;
  coverageTypes: CoverageCode[];
  effectiveDate: string;
  expirationDate: string;
  sendToEmail?: string | undefined;
}

const auditCtx = (c: Ctx) => ({
  caller: c.caller,
  ...(c.requestId ? { requestId: c.requestId } : {}),
});

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Groups/CreateTempIdCard: a temporary card for a member within the staff member's groups (404 otherwise),
 * for coverages the member holds on the effective date (400 invalidService otherwise), valid at most
 * TEMP_ID_CARD_MAX_DAYS. Stores it (audited), e-mails a notice without PHI when asked, and returns the PDF.
 */
export async function createTempIdCard(
  c: IssueCtx,
  input: CreateTempIdCardInput,
): Promise<FileResult> {
  const named = await memberInScope(c, input.memberId, 'idCard');
  if (named.groupNumber !== input.groupNumber)
    throw invalidRequest('invalidValue', { groupNumber: 'invalidValue' });
  if (daysBetween(input.effectiveDate, input.expirationDate) > TEMP_ID_CARD_MAX_DAYS)
    throw invalidRequest('max', { expirationDate: 'max' });
  const wanted = [...new Set(input.coverageTypes)];
  const held = await repo.activePolicies(c.db, [named.id], input.effectiveDate);
  const heldCodes = new Set(held.map((p) => coverageCode(p.coverageType)));
  if (!wanted.every((w) => heldCodes.has(w)))
    throw invalidRequest('invalidService', { coverageTypes: 'invalidService' });
  const m = await repo.cardMember(c.db, named.id);
  if (!m) throw notFound();
  const cards = await buildCards(c, m, wanted, input.effectiveDate);
  const temp = { from: input.effectiveDate, through: input.expirationDate };
  const data = await renderIdCardPdf(brandOf(m.brand), recipientLanguage(c.caller), cards, temp);
  await c.db.transaction(async (tx) => {
    const id = await tempRepo.insertTempIdCard(tx, {
      memberId: m.id,
      groupNumber: m.groupNumber,
      coverageTypes: wanted,
      validFrom: input.effectiveDate,
      validThrough: input.expirationDate,
      createdBy: c.caller.accountId,
      notifiedEmail: input.sendToEmail ?? null,
    });
    await audit(tx, auditCtx(c), {
      action: 'create',
      entity: 'idcard.temp',
      entityId: id,
      memberId: m.id,
      detail: { coverageTypes: wanted, validFrom: temp.from, validThrough: temp.through },
    });
    if (input.sendToEmail) {
      const contact = await tempRepo.memberContact(tx, m.id);
      const link = `${c.publicUrl}${routePath('member.dashboard')}`;
      await c.mailer.send(
        tx,
        input.sendToEmail,
        tempIdCardMail(languageOf(contact?.language), link),
        'tempIdCard',
      );
    }
  });
  return { data, filename: `temp-id-card-${m.memberId}.pdf`, mediaType: 'application/pdf' };
}

/**
 * TempIdCards: the unexpired temporary cards of the household members the caller may see (a member: its
 * visible household, as the ID-card list; staff: the named member's household within their groups). Audited.
 */
export async function listTempIdCards(c: Ctx, memberId: string | undefined): Promise<TempIdCard[]> {
  const named = await memberInScope(c, memberId, 'idCard');
  const people = await repo.householdMembers(
    c.db,
    named.subscriberId,
    memberVisibility(c.caller, 'idCard'),
  );
  const rows = await tempRepo.unexpiredCardsOf(
    c.db,
    people.map((p) => p.id),
    todayIso(),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  await audit(c.db, auditCtx(c), {
    action: 'read',
    entity: 'idcard.temp.list',
    entityId: named.subscriberId,
    memberId: named.id,
    detail: { cards: rows.map((r) => r.id) },
  });
  return rows.map((r) => {
    const p = byId.get(r.memberId)!;
    return {
      id: r.id,
      memberId: p.memberId,
      dependentNumber: p.dependentNumber,
      memberName: `${p.firstName} ${p.lastName}`,
      groupNumber: r.groupNumber,
      coverageTypes: r.coverageTypes as CoverageCode[],
      effectiveDate: r.validFrom,
      expirationDate: r.validThrough,
      issuedAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * TempIdCardDownload: an unexpired card of a member the caller may see, rendered in the reader's language
 * from the coverage on its effective date. Expired (by the server's date), unknown and out of scope are
 * one 404 idCardNotAvailable. Audited.
 */
export async function tempIdCardDownload(c: Ctx, id: number): Promise<FileResult> {
  const row = await tempRepo.unexpiredCard(
    c.db,
    id,
    todayIso(),
    memberVisibility(c.caller, 'idCard'),
  );
  if (!row) throw notFound('idCardNotAvailable');
  const m = await repo.cardMember(c.db, row.memberId);
  if (!m) throw notFound('idCardNotAvailable');
  const cards = await buildCards(c, m, row.coverageTypes as CoverageCode[], row.validFrom);
  const data = await renderIdCardPdf(brandOf(m.brand), recipientLanguage(c.caller), cards, {
    from: row.validFrom,
    through: row.validThrough,
  });
  await audit(c.db, auditCtx(c), {
    action: 'download',
    entity: 'idcard.temp',
    entityId: row.id,
    memberId: m.id,
    detail: { coverageTypes: row.coverageTypes },
  });
  return { data, filename: `temp-id-card-${m.memberId}.pdf`, mediaType: 'application/pdf' };
}
