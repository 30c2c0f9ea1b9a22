import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportFormat } from '@bp/contract/api/finance';
import { csvRow } from '../claims/claim-math.js';
import type { Cell } from './generators.js';

/**
 * Streams rows into a writable (the shared store's sink): CSV by hand (backpressure respected), XLSX with
 * ExcelJS's streaming writer.
 */
export interface RowWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Flushes and ends the output. */
  close(): Promise<void>;
}

export const MEDIA_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Opens a writer for `format` into `out`, writing the header row first. */
export async function openWriter(
  format: ReportFormat,
  out: Writable,
  header: string[],
  sheetName: string,
): Promise<RowWriter> {
  if (format === 'csv') {
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain');
    };
    // A byte-order mark so spreadsheet programs read the UTF-8 text (Spanish accents) correctly.
    await write(`\ufeff${csvRow(header)}`);
    return {
      write: (rows) => write(rows.map(csvRow).join('')),
      close: () =>
        new Promise<void>((resolve, reject) => {
          out.once('error', reject);
          out.end(() => resolve());
        }),
    };
  }
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header).commit();
  return {
    write: async (rows) => {
      for (const r of rows) sheet.addRow(r).commit();
    },
    close: async () => {
      sheet.commit();
      await book.commit();
    },
  };
}
