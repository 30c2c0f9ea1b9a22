import type { RequestableReportType } from '@bp/contract/api/finance';
import type { DbOrTx } from '../../db/client.js';
import { centsToDecimal } from '../claims/claim-math.js';
import * as repo from './generators-repo.js';

/**
 * The report types a job can generate: each is SQL over the portal's data for one group and period,
 * read in keyset batches (never the whole result in memory). Identifying columns (member id, names, date
 * of birth, a member payee's name) are included only when the requester holds Phi Finance Reports
 * (`identified`, decided when the report was requested). Without them the rows are still the member
 * data of the type's kind (REPORT_KIND_INFO in the contract): who may request or read a report is the
 * kind's rule, not the columns.
 */

export type Cell = string | number | null;
export type Lang = 'en' | 'sp';

export interface ReportParams extends repo.ReportScope {
  identified: boolean;
}

export interface Generator {
  /** Column headers in the requester's language. */
  header(lang: Lang, identified: boolean): string[];
  /** Rows the report will have (for progress). */
  count(db: DbOrTx, p: ReportParams): Promise<number>;
  /** Batches of rows, in order. */
  batches(db: DbOrTx, p: ReportParams, batchSize: number): AsyncGenerator<Cell[][]>;
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const money = (v: unknown): string => centsToDecimal(Number(v ?? 0));

const H = (en: string, sp: string) => ({ en, sp });
const pick = (lang: Lang, cols: { en: string; sp: string }[]) => cols.map((c) => c[lang]);

/** Claims processed in the period (every status but pending): amounts; patient columns when identified. */
const claimsReport: Generator = {
  header: (lang, identified) =>
    pick(lang, [
      H('Claim number', 'Número de reclamo'),
      ...(identified ? [H('Member ID', 'ID de miembro'), H('Patient', 'Paciente')] : []),
      H('Claim type', 'Tipo de reclamo'),
      H('Status', 'Estado'),
      H('Service date', 'Fecha de servicio'),
      H('Processed date', 'Fecha de proceso'),
      H('Billed', 'Facturado'),
      H('Allowed', 'Permitido'),
      H('Plan paid', 'Pagado por el plan'),
      H('Member responsibility', 'Responsabilidad del miembro'),
    ]),
  count: repo.countClaims,
  async *batches(db, p, size) {
    let after: [string, number] = ['0001-01-01', 0];
    for (;;) {
      const rows = await repo.claimsBatch(db, p, after, size);
      if (rows.length === 0) return;
      yield rows.map((r) => {
        const suffix = Number(r.claim_suffix);
        const number = `${str(r.claim_prefix)}-${str(r.claim_number)}${suffix ? `-${suffix}` : ''}`;
        return [
          number,
          ...(p.identified ? [str(r.public_id), `${str(r.last_name)}, ${str(r.first_name)}`] : []),
          str(r.claim_type),
          str(r.status),
          str(r.service_date),
          str(r.processed_date),
          money(r.billed_cents),
          money(r.allowed_cents),
          money(r.plan_paid_cents),
          money(r.member_responsibility_cents),
        ];
      });
      const last = rows[rows.length - 1]!;
      after = [str(last.processed_date), Number(last.id)];
    }
  },
};

/** Enrollment census: the group's members enrolled at any time in the period, by name. */
const eligibilityReport: Generator = {
  header: (lang, identified) =>
    pick(lang, [
      H('Employee number', 'Número de empleado'),
      H('Dependent number', 'Número de dependiente'),
      H('Relationship', 'Parentesco'),
      ...(identified
        ? [
            H('Member ID', 'ID de miembro'),
            H('Last name', 'Apellido'),
            H('First name', 'Nombre'),
            H('Date of birth', 'Fecha de nacimiento'),
          ]
        : []),
      H('Status', 'Estado'),
      H('Effective date', 'Fecha de vigencia'),
      H('Termination date', 'Fecha de terminación'),
    ]),
  count: repo.countMembers,
  async *batches(db, p, size) {
    let after: [string, number] = ['', 0];
    for (;;) {
      const rows = await repo.membersBatch(db, p, after, size);
      if (rows.length === 0) return;
      yield rows.map((r) => [
        Number(r.employee_number),
        Number(r.dependent_number),
        str(r.relationship),
        ...(p.identified
          ? [str(r.member_id), str(r.last_name), str(r.first_name), str(r.dob)]
          : []),
        str(r.status),
        str(r.eff),
        str(r.term),
      ]);
      const last = rows[rows.length - 1]!;
      after = [str(last.k), Number(last.id)];
    }
  },
};

/** Plan paid per month and claim type (aggregates only: no member's row). */
const financialReport: Generator = {
  header: (lang) =>
    pick(lang, [
      H('Month', 'Mes'),
      H('Claim type', 'Tipo de reclamo'),
      H('Claims', 'Reclamos'),
      H('Billed', 'Facturado'),
      H('Allowed', 'Permitido'),
      H('Plan paid', 'Pagado por el plan'),
    ]),
  count: repo.countMonthlyTotals,
  async *batches(db, p) {
    // At most 12 months a year × a few claim types: one bounded query.
    const rows = await repo.monthlyTotals(db, p);
    if (rows.length)
      yield rows.map((r) => [
        str(r.month),
        str(r.claim_type),
        Number(r.n),
        money(r.billed),
        money(r.allowed),
        money(r.paid),
      ]);
  },
};

/** Checks issued in the period (payments: claim-level data); a member payee's name only when identified. */
const checkRegisterReport: Generator = {
  header: (lang) =>
    pick(lang, [
      H('Check number', 'Número de cheque'),
      H('Issue date', 'Fecha de emisión'),
      H('Payee type', 'Tipo de beneficiario'),
      H('Payee', 'Beneficiario'),
      H('Amount', 'Monto'),
      H('Status', 'Estado'),
      H('Clear date', 'Fecha de cobro'),
    ]),
  count: repo.countChecks,
  async *batches(db, p, size) {
    let after: [string, number] = ['0001-01-01', 0];
    for (;;) {
      const rows = await repo.checksBatch(db, p, after, size);
      if (rows.length === 0) return;
      yield rows.map((r) => [
        str(r.check_number),
        str(r.issued),
        str(r.payee_type),
        r.payee_member_id !== null && !p.identified ? '' : str(r.payee_name),
        money(r.amount_cents),
        str(r.status),
        str(r.cleared),
      ]);
      const last = rows[rows.length - 1]!;
      after = [str(last.issued), Number(last.id)];
    }
  },
};

export const GENERATORS: Record<RequestableReportType, Generator> = {
  Claims: claimsReport,
  Eligibility: eligibilityReport,
  Financial: financialReport,
  CheckRegister: checkRegisterReport,
};

/** Whether a report type has identifying columns to add (aggregates have none). */
export const IDENTIFYING_COLUMNS: Record<RequestableReportType, boolean> = {
  Claims: true,
  Eligibility: true,
  Financial: false,
  CheckRegister: true,
};
