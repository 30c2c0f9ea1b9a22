import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ReportFormat } from '@bp/contract/api/finance';
import { csvRow } from '../claims/claim-math.js';
import type { Cell } from './generators.js';

/** Streams rows to a file on disk: CSV by hand (backpressure respected), XLSX with ExcelJS's streaming writer. */
export interface RowWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Flushes and closes the file. */
  close(): Promise<void>;
}

export const MEDIA_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Opens a writer for `format` at `file`, writing the header row first. */
export async function openWriter(
  format: ReportFormat,
  file: string,
  header: string[],
  sheetName: string,
): Promise<RowWriter> {
  if (format === 'csv') {
    const out = createWriteStream(file);
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
    filename: file,
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
