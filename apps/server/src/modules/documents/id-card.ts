import { idCardBenefitLabel, idCardCopayLine, type EndpointBody } from '@bp/contract';
import type { IdCard, getIdCard as getIdCardDef } from '@bp/contract/api/cards';
import type { ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import type { PdfCtx } from '../../pdf-jobs/index.js';
import { coverageCode, dbCoverageCode, type CoverageCode } from '../scope/codes.js';
import { memberInScope, memberVisibility } from '../scope/service.js';
import * as repo from './repo.js';
import { brandOf } from './claim-document.js';
import { formatMoney } from '../../pdf/document.js';
import { todayIso } from '../../clock.js';

type IdCardRequest = EndpointBody<typeof getIdCardDef>;

/** The card is not available: no coverage in force (spec §8 idCardNotAvailable). */
const notAvailable = () => notFound('idCardNotAvailable');

/**
 * The member a card call is about: the named member (or the caller) within scope, then, with a
 * dependent number, that person of the same household if the caller may see them. Otherwise 404.
 * Noted on the audit trail (with the named member the scope gate noted).
 */
async function cardTarget(c: ServiceCtx, input: IdCardRequest): Promise<repo.CardMemberRow> {
  const named = await memberInScope(c, input.memberId, 'idCard');
  if (input.dependentNumber === undefined || input.dependentNumber === named.dependentNumber) {
    const row = await repo.cardMember(c.db, named.id);
    if (!row) throw notFound();
    return row;
  }
  const [row] = await repo.householdMembers(
    c.db,
    named.subscriberId,
    memberVisibility(c.caller, 'idCard'),
    input.dependentNumber,
  );
  if (!row) throw notFound();
  c.audit.subject({ memberId: row.id });
  return row;
}

/**
 * Builds the cards (one per coverage in force on `on`, default today; only those of `only` when given) of
 * one member from members, policies, plans and benefits. None in force: 404 idCardNotAvailable.
 */
export async function buildCards(
  c: ServiceCtx,
  m: repo.CardMemberRow,
  only: readonly CoverageCode[] | undefined,
  on = todayIso(),
): Promise<IdCard[]> {
  const all = await repo.activePolicies(c.db, [m.id], on);
  const wantedDb = only?.map(dbCoverageCode);
  const wanted = wantedDb ? all.filter((p) => wantedDb.includes(p.coverageType)) : all;
  if (wanted.length === 0) throw notAvailable();
  const yearIds = wanted.map((p) => p.planYearId);
  const [limits, copays, repricing, subscriber] = await Promise.all([
    repo.limitsOf(c.db, yearIds),
    repo.copaysOf(c.db, yearIds),
    repo.repricingOf(c.db, m.groupNumber, on),
    m.subscriberId === m.id ? Promise.resolve(m) : repo.cardMember(c.db, m.subscriberId),
  ]);
  const brand = brandOf(m.brand);
  const language = c.language;
  const coverageTypes = [...new Set(all.map((p) => coverageCode(p.coverageType)))];
  return wanted.map((p): IdCard => {
    const myCopays = copays
      .filter((b) => b.planYearId === p.planYearId && b.network === 'in')
      .map((b) => ({
        category: b.category,
        // The card's copay line, the format the screen shows too (idCardCopayLine).
        description: idCardCopayLine(b.category, b.copayCents, language),
        network: 'in' as const,
        copayCents: b.copayCents,
      }));
    return {
      memberId: m.memberId,
      dependentNumber: m.dependentNumber,
      memberName: `${m.firstName} ${m.lastName}`,
      subscriberName: subscriber ? `${subscriber.firstName} ${subscriber.lastName}` : '',
      groupNumber: m.groupNumber,
      groupName: m.groupName,
      coverageType: coverageCode(p.coverageType),
      planName: p.planName,
      effectiveDate: p.effectiveDate,
      network: p.networkName ?? repricing?.repricerName ?? null,
      benefits: myCopays.map((b) => ({
        label: idCardBenefitLabel(b.category, language),
        value: formatMoney(b.copayCents, language),
      })),
      rxBin: p.rxBin,
      rxPcn: p.rxPcn,
      rxGroup: p.rxGroup,
      customerServicePhone: brand.support.phone,
      // Pre-certification applies to medical care; other cards do not print the line.
      precertPhone: coverageCode(p.coverageType) === 'MED' ? brand.support.precertPhone : null,
      claimsAddress: repricing?.claimsAddress ?? null,
      payerId: repricing?.payerId ?? null,
      logoGroupNumber: null,
      planYear: p.year,
      coverageTypes,
      limits: limits
        .filter((l) => l.planYearId === p.planYearId && (l.network === 'in' || l.network === 'out'))
        .sort((a, b) => a.network.localeCompare(b.network))
        .map((l) => ({
          network: l.network as 'in' | 'out',
          deductibleIndividualCents: l.deductibleIndividual,
          deductibleFamilyCents: l.deductibleFamily,
          oopIndividualCents: l.oopIndividual,
          oopFamilyCents: l.oopFamily,
        })),
      copays: myCopays,
      website: brand.support.website,
    };
  });
}

/** GetIdCard: the card content of a member the caller may see (default: the signed-in member). Audited. */
export async function getIdCard(c: ServiceCtx, input: IdCardRequest): Promise<IdCard[]> {
  const m = await cardTarget(c, input);
  const cards = await buildCards(c, m, input.coverageType && [input.coverageType]);
  c.audit.detail({ coverageTypes: cards.map((k) => k.coverageType) });
  return cards;
}

/** getIdCardDownload: the same cards, front and back, as a tagged PDF. Audited. */
export async function idCardDownload(
  c: ServiceCtx & PdfCtx,
  input: IdCardRequest,
): Promise<FileResult> {
  const m = await cardTarget(c, input);
  const cards = await buildCards(c, m, input.coverageType && [input.coverageType]);
  const data = await c.pdf.render({
    kind: 'idCard',
    brand: brandOf(m.brand).id,
    language: c.language,
    cards,
  });
  c.audit.detail({ coverageTypes: cards.map((k) => k.coverageType) });
  return { data, filename: `id-card-${m.memberId}.pdf`, mediaType: 'application/pdf' };
}

export interface IdCardListEntry {
  memberId: string;
  dependentNumber: number;
  memberName: string;
  coverageType: CoverageCode | null;
  available: boolean;
}

/**
 * IdCards: which cards exist for the household members the caller may see (a member: its visible
 * household; others: the named member's household within their scope). Audited.
 */
export async function idCards(
  c: ServiceCtx,
  memberId: string | undefined,
): Promise<IdCardListEntry[]> {
  const named = await memberInScope(c, memberId, 'idCard');
  const people = await repo.householdMembers(
    c.db,
    named.subscriberId,
    memberVisibility(c.caller, 'idCard'),
  );
  const policies = await repo.activePolicies(
    c.db,
    people.map((p) => p.id),
    todayIso(),
  );
  const out: IdCardListEntry[] = [];
  for (const p of people) {
    const mine = policies.filter((x) => x.memberRowId === p.id);
    const base = {
      memberId: p.memberId,
      dependentNumber: p.dependentNumber,
      memberName: `${p.firstName} ${p.lastName}`,
    };
    if (mine.length === 0) out.push({ ...base, coverageType: null, available: false });
    for (const x of mine)
      out.push({ ...base, coverageType: coverageCode(x.coverageType), available: true });
  }
  c.audit.detail({ household: named.subscriberId, members: people.map((p) => p.id) });
  return out;
}
