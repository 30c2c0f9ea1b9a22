import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SQL } from 'drizzle-orm';
import type { Language } from '@bp/contract';
import {
  artifact,
  contentWidth,
  createPdf,
  facts,
  formatDate,
  formatMoney,
  heading,
  table,
  textAt,
  toBuffer,
} from '../../pdf/document.js';
import type { FileResult } from '../../http/bind.js';
import type { DbOrTx } from '../../db/client.js';
import { CATEGORIES, allChecks, type Category, type RunRow } from './repo.js';
import { toCheck } from './service.js';

/** The texts of the summary log documents, in the recipient's language. */
const TEXT = {
  en: {
    title: 'Check run summary',
    group: 'Group',
    definition: 'Check run',
    date: 'Date',
    status: 'Status',
    medicalFile: 'Medical file',
    rxFile: 'Rx file',
    totals: 'Category totals',
    category: 'Category',
    amount: 'Amount',
    total: 'Total',
    chart: 'Category totals chart',
    payments: 'Payments',
    paymentType: 'Type',
    reference: 'Reference',
    paymentDate: 'Payment date',
    clearDate: 'Clear date',
    balance: 'Balance',
    noPayments: 'No payments recorded.',
    checks: 'Checks',
    checkNumber: 'Check number',
    payee: 'Payee',
    payeeType: 'Payee type',
    claims: 'Claims',
    ignored: 'Ignored',
    yes: 'Yes',
    no: 'No',
    memberPayee: 'Member (protected)',
    categories: {
      medical: 'Medical',
      dental: 'Dental',
      vision: 'Vision',
      drug: 'Drug',
      std: 'Short-term disability',
      ltd: 'Long-term disability',
      mentalAndNervous: 'Mental and nervous',
      misc: 'Miscellaneous',
      expense: 'Expense',
    },
    payeeTypes: { Provider: 'Provider', Member: 'Member', Other: 'Other' },
  },
  sp: {
    title: 'Resumen de la emisión de cheques',
    group: 'Grupo',
    definition: 'Emisión de cheques',
    date: 'Fecha',
    status: 'Estado',
    medicalFile: 'Archivo médico',
    rxFile: 'Archivo de farmacia',
    totals: 'Totales por categoría',
    category: 'Categoría',
    amount: 'Monto',
    total: 'Total',
    chart: 'Gráfico de totales por categoría',
    payments: 'Pagos',
    paymentType: 'Tipo',
    reference: 'Referencia',
    paymentDate: 'Fecha de pago',
    clearDate: 'Fecha de compensación',
    balance: 'Saldo',
    noPayments: 'No hay pagos registrados.',
    checks: 'Cheques',
    checkNumber: 'Número de cheque',
    payee: 'Beneficiario',
    payeeType: 'Tipo de beneficiario',
    claims: 'Reclamos',
    ignored: 'Ignorado',
    yes: 'Sí',
    no: 'No',
    memberPayee: 'Miembro (protegido)',
    categories: {
      medical: 'Médico',
      dental: 'Dental',
      vision: 'Visión',
      drug: 'Medicamentos',
      std: 'Incapacidad a corto plazo',
      ltd: 'Incapacidad a largo plazo',
      mentalAndNervous: 'Salud mental y nerviosa',
      misc: 'Varios',
      expense: 'Gastos',
    },
    payeeTypes: { Provider: 'Proveedor', Member: 'Miembro', Other: 'Otro' },
  },
} as const;

const STATUS_TEXT: Record<Language, Record<string, string>> = {
  en: {
    Pending: 'Pending',
    Running: 'Running',
    Completed: 'Completed',
    Failed: 'Failed',
    Reviewed: 'Reviewed',
    Published: 'Published',
  },
  sp: {
    Pending: 'Pendiente',
    Running: 'En curso',
    Completed: 'Completada',
    Failed: 'Fallida',
    Reviewed: 'Revisada',
    Published: 'Publicada',
  },
};

export interface SummaryDoc {
  run: RunRow;
  status: string;
  totals: Record<Category, number> & { total: number };
  payments: {
    paymentType: string;
    reference: string | null;
    amountCents: number;
    paymentDate: string;
    clearDate: string | null;
  }[];
  balanceCents: number;
}

const fileBase = (run: RunRow) => `check-run-${run.groupNumber}-${run.definitionId}-${run.runDate}`;

/** The summary log as an accessible PDF: facts, category totals (table and bar chart), payments. */
export async function summaryPdf(d: SummaryDoc, language: Language): Promise<FileResult> {
  const t = TEXT[language];
  const money = (c: number) => formatMoney(c, language);
  const pdf = createPdf({ title: `${t.title} ${d.run.groupNumber}`, language });
  heading(pdf, t.title, 1);
  facts(pdf, undefined, [
    [t.group, `${d.run.groupNumber} — ${d.run.groupName}`],
    [t.definition, d.run.definitionName],
    [t.date, formatDate(d.run.runDate)],
    [t.status, STATUS_TEXT[language][d.status] ?? d.status],
    [t.medicalFile, d.run.medicalFileName ?? ''],
    [t.rxFile, d.run.rxFileName ?? ''],
  ]);
  heading(pdf, t.totals, 2);
  table(pdf, {
    columns: [{ header: t.category }, { header: t.amount, align: 'right', width: 140 }],
    rows: CATEGORIES.map((c) => [t.categories[c], money(d.totals[c])]),
    emphasisRows: [[t.total, money(d.totals.total)]],
  });
  // The chart repeats the table (which screen readers read), so its bars are artifacts; labels are text.
  heading(pdf, t.chart, 3);
  const { doc } = pdf;
  const x0 = doc.page.margins.left;
  const labelW = 150;
  const barMax = contentWidth(pdf) - labelW - 90;
  const max = Math.max(1, ...CATEGORIES.map((c) => Math.abs(d.totals[c])));
  let y = doc.y + 4;
  if (y + CATEGORIES.length * 16 > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = doc.y;
  }
  for (const c of CATEGORIES) {
    textAt(pdf, t.categories[c], x0, y + 2, { width: labelW - 6, size: 8 });
    const w = Math.round((Math.abs(d.totals[c]) / max) * barMax);
    artifact(pdf, (dd) => {
      dd.save()
        .rect(x0 + labelW, y, Math.max(w, 1), 11)
        .fill(pdf.accent)
        .restore();
    });
    textAt(pdf, money(d.totals[c]), x0 + labelW + w + 6, y + 2, { width: 84, size: 8 });
    y += 16;
  }
  doc.x = x0;
  doc.y = y + 6;
  heading(pdf, t.payments, 2);
  table(pdf, {
    columns: [
      { header: t.paymentType },
      { header: t.reference },
      { header: t.paymentDate },
      { header: t.clearDate },
      { header: t.amount, align: 'right' },
    ],
    rows: d.payments.length
      ? d.payments.map((p) => [
          p.paymentType,
          p.reference ?? '',
          formatDate(p.paymentDate),
          formatDate(p.clearDate),
          money(p.amountCents),
        ])
      : [[t.noPayments, '', '', '', '']],
    emphasisRows: [[t.balance, '', '', '', money(d.balanceCents)]],
  });
  return {
    data: await toBuffer(pdf),
    filename: `${fileBase(d.run)}.pdf`,
    mediaType: 'application/pdf',
  };
}

/**
 * The summary log as a workbook: a Summary sheet (facts, category totals, payments) and a Checks sheet
 * written from batches through ExcelJS's streaming writer, so a run with many checks stays in flat memory.
 * The Checks sheet holds the rows the checks list shows the caller (`memberPayees`, a predicate over the
 * check `k`), member payees' names only with `memberNames`.
 */
export async function summaryWorkbook(
  db: DbOrTx,
  d: SummaryDoc,
  language: Language,
  access: { memberPayees: SQL; memberNames: boolean },
): Promise<FileResult> {
  const { memberNames } = access;
  const t = TEXT[language];
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const done = (async () => {
    const s = book.addWorksheet(t.title.slice(0, 31));
    s.columns = [{ width: 30 }, { width: 22 }, { width: 16 }, { width: 16 }, { width: 16 }];
    const money = '"$"#,##0.00';
    const add = (cells: (string | number | null)[], bold = false) => {
      const row = s.addRow(cells);
      if (bold) row.font = { bold: true };
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') cell.numFmt = money;
      });
      row.commit();
    };
    add([t.title], true);
    add([t.group, `${d.run.groupNumber} — ${d.run.groupName}`]);
    add([t.definition, d.run.definitionName]);
    add([t.date, formatDate(d.run.runDate)]);
    add([t.status, STATUS_TEXT[language][d.status] ?? d.status]);
    add([t.medicalFile, d.run.medicalFileName ?? '']);
    add([t.rxFile, d.run.rxFileName ?? '']);
    add([]);
    add([t.category, t.amount], true);
    for (const c of CATEGORIES) add([t.categories[c], d.totals[c] / 100]);
    add([t.total, d.totals.total / 100], true);
    add([]);
    add([t.paymentType, t.reference, t.paymentDate, t.clearDate, t.amount], true);
    for (const p of d.payments)
      add([
        p.paymentType,
        p.reference ?? '',
        formatDate(p.paymentDate),
        formatDate(p.clearDate),
        p.amountCents / 100,
      ]);
    add([t.balance, '', '', '', d.balanceCents / 100], true);
    s.commit();
    const k = book.addWorksheet(t.checks.slice(0, 31));
    k.columns = [
      { width: 16 },
      { width: 36 },
      { width: 14 },
      { width: 24 },
      { width: 14 },
      { width: 10 },
      { width: 14 },
      { width: 10 },
    ];
    const header = k.addRow([
      t.checkNumber,
      t.payee,
      t.payeeType,
      t.category,
      t.amount,
      t.claims,
      t.clearDate,
      t.ignored,
    ]);
    header.font = { bold: true };
    header.commit();
    for await (const rows of allChecks(db, d.run.id, access.memberPayees)) {
      for (const r of rows) {
        const c = toCheck(r, memberNames);
        const row = k.addRow([
          c.checkNumber,
          c.payeeType === 'Member' && !memberNames ? t.memberPayee : c.payeeName,
          t.payeeTypes[c.payeeType],
          t.categories[c.category],
          c.amountCents / 100,
          c.claimCount,
          formatDate(c.clearDate),
          c.ignore ? t.yes : t.no,
        ]);
        row.getCell(5).numFmt = money;
        row.commit();
      }
    }
    k.commit();
    await book.commit();
  })();
  done.catch((err: Error) => out.destroy(err));
  return {
    data: out,
    filename: `${fileBase(d.run)}.xlsx`,
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
