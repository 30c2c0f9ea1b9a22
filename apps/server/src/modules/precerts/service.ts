import type { EndpointBody } from '@bp/contract';
import type { PrecertDetail, PrecertSummary, precertSearch } from '@bp/contract/api/precerts';
import type { SignedInCaller } from '../../http/caller.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { precertStatus } from '../scope/codes.js';
import { mayRead } from '../scope/service.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

/** The caller's precert scope; a member account without a member sees nothing (404 on look-ups). */
export function scopeOf(caller: SignedInCaller): repo.PrecertScope {
  if (!mayRead(caller, 'precert')) throw forbidden();
  if (caller.roleClass === 'Members') {
    if (caller.memberId === null) throw notFound();
    return { kind: 'member', memberId: caller.memberId };
  }
  if (caller.roleClass === 'Provider')
    return { kind: 'provider', accountId: caller.accountId, providerId: caller.providerId };
  if (caller.roleClass === 'Administrative') return { kind: 'staff', accountId: caller.accountId };
  throw forbidden();
}

/** Cert numbers are digits; anything else matches nothing (never an error that tells them apart). */
export const certNoOf = (v: string): number | null => (/^\d{1,15}$/.test(v) ? Number(v) : null);

function toSummary(r: repo.PrecertRow): PrecertSummary {
  const x = r.precert;
  return {
    certNo: String(x.certNo),
    memberId: r.memberId,
    groupNumber: x.groupNumber,
    employeeNumber: x.employeeNumber,
    dependentNumber: x.dependentNumber,
    patientFirstName: r.firstName,
    patientLastName: r.lastName,
    providerName: r.providerName ?? x.providerName,
    facilityName: x.facilityName,
    serviceType: x.certType,
    requestDate: x.requestDate,
    admitDate: x.fromDate,
    dischargeDate: x.toDate,
    status: precertStatus(x.status),
    decisionDate: x.decisionDate,
    daysApproved: x.unitsApproved,
  };
}

/**
 * PrecertSearch: a page of the precerts the caller may see, certno descending by default. Audited: the
 * members of the page (a member: itself) and the cert numbers shown.
 */
export async function search(c: Ctx, b: EndpointBody<typeof precertSearch>) {
  const scope = scopeOf(c.caller);
  const certNo = b.certNo === undefined ? undefined : certNoOf(b.certNo);
  const empty = {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: 0,
    totalNumberOfPages: 0,
    items: [],
  };
  if (scope.kind === 'member') c.audit.subject({ memberId: scope.memberId });
  if (certNo === null) {
    c.audit.detail({ certNos: [] });
    return empty;
  }
  const { rows, total } = await repo.search(
    c.db,
    scope,
    { certNo, groupNumber: b.groupNumber, employeeNumber: b.employeeNumber, memberId: b.memberId },
    {
      sort: b.sortBy,
      asc: b.sortAscending,
      offset: (b.pageNumber - 1) * b.itemsPerPage,
      limit: b.itemsPerPage,
    },
  );
  for (const r of rows) c.audit.subject({ memberId: r.precert.memberId });
  c.audit.detail({ certNos: rows.map((r) => r.precert.certNo) });
  return {
    ...empty,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map(toSummary),
  };
}

/** Precert?certno: one precert in the caller's scope; unknown and out of scope are the same 404. Audited. */
export async function get(c: Ctx, certNoText: string): Promise<PrecertDetail> {
  const scope = scopeOf(c.caller);
  const certNo = certNoOf(certNoText);
  const row = certNo === null ? undefined : await repo.byCertNo(c.db, scope, certNo);
  if (!row) throw notFound();
  const x = row.precert;
  c.audit.subject({ memberId: x.memberId, entityId: x.certNo });
  return detailOf(c, row, await repo.notesOf(c.db, x.certNo));
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof repo.byCertNo>>>;
type NoteRow = Awaited<ReturnType<typeof repo.notesOf>>[number];

/** The detail of a precert row in the caller's language, with the request's note and the reviewers'. */
export function detailOf(c: Ctx, row: DetailRow, notes: NoteRow[]): PrecertDetail {
  const x = row.precert;
  const sp = c.language === 'sp';
  const diagnosisDescription = (sp ? row.diagnosisDescriptionSp : null) ?? row.diagnosisDescription;
  const procedureDescription = (sp ? row.procedureDescriptionSp : null) ?? row.procedureDescription;
  const name = (first: string | null, last: string | null) =>
    first ? `${first} ${last ?? ''}`.trim() : null;
  return {
    ...toSummary(row),
    providerNpi: row.providerNpi,
    diagnoses: x.diagnosisCode
      ? [{ code: x.diagnosisCode, description: diagnosisDescription ?? '' }]
      : [],
    procedures: x.procedureCode
      ? [
          {
            code: x.procedureCode,
            description: procedureDescription ?? '',
            unitsApproved: x.unitsApproved,
          },
        ]
      : [],
    reviewerName: name(row.nurseFirst, row.nurseLast),
    decisionReason: x.decisionReason,
    notes: [
      ...(x.notes
        ? [
            {
              date: x.createdAt.toISOString(),
              author: name(row.nurseFirst, row.nurseLast) ?? 'Utilization Review',
              text: x.notes,
            },
          ]
        : []),
      ...notes.map((n) => ({
        date: n.createdAt.toISOString(),
        author: name(n.firstName, n.lastName) ?? 'Utilization Review',
        text: n.text,
      })),
    ],
    conversationId: x.conversationId,
    // A denied request's appeal facts come from the appeals module (issue 31), which sets them over this default.
    appeal: null,
  };
}
