import type { TempIdCard } from '@bp/contract/api/cards';
import { TEMP_ID_CARD_MAX_DAYS } from '@bp/contract/api/cards';
import type { groupCreateTempIdCard } from '@bp/contract/api/groups';
import { routePath, type EndpointBody } from '@bp/contract';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import type { PdfCtx } from '../../pdf-jobs/index.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, tempIdCardMail } from '../../mail/templates.js';
import { todayIso } from '../../clock.js';
import { coverageCode, type CoverageCode } from '../scope/codes.js';
import { memberInScope, memberVisibility } from '../scope/service.js';
import * as repo from './repo.js';
import * as tempRepo from './temp-id-card-repo.js';
import { brandOf } from './claim-document.js';
import { buildCards } from './id-card.js';

/** What issuing a card needs besides the request: the mailer and the portal's base URL (the notice). */
export interface IssueCtx extends ServiceCtx, PdfCtx {
  mailer: Mailer;
  publicUrl: string;
}

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
  input: EndpointBody<typeof groupCreateTempIdCard>,
): Promise<FileResult> {
  // Not noted by the gate: the card's row names the member with the card (below), in one audit row.
  const named = await memberInScope({ db: c.db, caller: c.caller }, input.memberId, 'idCard');
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
  const data = await c.pdf.render({
    kind: 'idCard',
    brand: brandOf(m.brand).id,
    language: c.language,
    cards,
    temp,
  });
  await transaction(c, async (tx) => {
    const id = await tempRepo.insertTempIdCard(tx.db, {
      memberId: m.id,
      groupNumber: m.groupNumber,
      coverageTypes: wanted,
      validFrom: input.effectiveDate,
      validThrough: input.expirationDate,
      createdBy: c.caller.accountId,
      notifiedEmail: input.sendToEmail ?? null,
    });
    tx.audit.subject({ memberId: m.id, entityId: id });
    tx.audit.detail({ coverageTypes: wanted, validFrom: temp.from, validThrough: temp.through });
    if (input.sendToEmail) {
      const contact = await tempRepo.memberContact(tx.db, m.id);
      const link = `${c.publicUrl}${routePath('member.dashboard')}`;
      await c.mailer.send(
        tx.db,
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
export async function listTempIdCards(
  c: ServiceCtx,
  memberId: string | undefined,
): Promise<TempIdCard[]> {
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
  c.audit.detail({ household: named.subscriberId, cards: rows.map((r) => r.id) });
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
export async function tempIdCardDownload(c: ServiceCtx & PdfCtx, id: number): Promise<FileResult> {
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
  const data = await c.pdf.render({
    kind: 'idCard',
    brand: brandOf(m.brand).id,
    language: c.language,
    cards,
    temp: { from: row.validFrom, through: row.validThrough },
  });
  c.audit.subject({ memberId: m.id, entityId: row.id });
  c.audit.detail({ coverageTypes: row.coverageTypes });
  return { data, filename: `temp-id-card-${m.memberId}.pdf`, mediaType: 'application/pdf' };
}
