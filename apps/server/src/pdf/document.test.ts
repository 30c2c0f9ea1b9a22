import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@bp/contract';
import { readPdf } from '../testing/pdf-text.js';
import {
  brandHeader,
  bulletList,
  createPdf,
  facts,
  fitColumnWidths,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  table,
  toBuffer,
} from './document';

describe('pdf toolkit', () => {
  it('formats money from cents per language and dates as MM/dd/yyyy', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(-5, 'sp')).toBe('-$0.05');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatDate('2025-03-07')).toBe('03/07/2025');
    expect(formatDate('2025-03-07T23:10:00Z')).toBe('03/07/2025');
    expect(formatDate(null)).toBe('');
  });

  it('writes a tagged PDF with title, language, headings, paragraphs, lists and tables', async () => {
    const pdf = createPdf({
      title: 'Explicación de beneficios',
      language: 'sp',
      author: DEFAULT_BRAND.name,
    });
    brandHeader(pdf, DEFAULT_BRAND);
    heading(pdf, 'Explicación de beneficios', 1);
    paragraph(pdf, 'Año del plan 2025 — señal ñandú');
    facts(pdf, 'Datos', [['Número de reclamo', '25-123456-00']]);
    bulletList(pdf, ['Primero', 'Segundo']);
    table(pdf, {
      caption: 'Líneas',
      columns: [{ header: 'Fecha' }, { header: 'Importe', align: 'right' }],
      rows: [[formatDate('2025-01-02'), formatMoney(9999, 'sp')]],
      emphasisRows: [['Total', formatMoney(9999, 'sp')]],
    });
    const bytes = await toBuffer(pdf);
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const read = await readPdf(bytes);
    expect(read.title).toBe('Explicación de beneficios');
    expect(read.language).toBe('es-US');
    expect(read.marked).toBe(true);
    expect(read.text).toContain('Año del plan 2025');
    expect(read.text).toContain('25-123456-00');
    expect(read.text).toContain('$99.99');
    expect(read.text).toContain(DEFAULT_BRAND.support.phone);
    for (const role of ['Document', 'H1', 'P', 'L', 'LI', 'Table', 'TR', 'TH', 'TD', 'Caption']) {
      expect(read.roles).toContain(role);
    }
  });

  it('breaks long content across pages and keeps it tagged', async () => {
    const pdf = createPdf({ title: 'Long', language: 'en' });
    const rows = Array.from({ length: 120 }, (_, i) => [
      `Row ${i + 1}`,
      formatMoney(i * 100, 'en'),
    ]);
    table(pdf, { caption: 'Many', columns: [{ header: 'Name' }, { header: 'Amount' }], rows });
    const read = await readPdf(await toBuffer(pdf));
    expect(read.pages.length).toBeGreaterThan(1);
    expect(read.text).toContain('Row 120');
    expect(read.language).toBe('en-US');
  });

  it('fits column widths: fixed columns widen to their longest word, star columns share the rest', () => {
    // A fixed column narrower than its longest word is widened; the star column gives the room back.
    expect(fitColumnWidths([{ width: 44, minWidth: 48 }, { minWidth: 20 }], 200)).toEqual([
      48, 152,
    ]);
    // Two star columns share equally unless one needs more than its share.
    expect(fitColumnWidths([{ minWidth: 10 }, { minWidth: 10 }], 100)).toEqual([50, 50]);
    expect(fitColumnWidths([{ minWidth: 70 }, { minWidth: 10 }], 100)).toEqual([70, 30]);
    // Overflow: columns above their least width give back room in proportion, none below it.
    const tight = fitColumnWidths(
      [
        { width: 80, minWidth: 40 },
        { width: 80, minWidth: 60 },
      ],
      120,
    );
    expect(tight.reduce((a, w) => a + w, 0)).toBeCloseTo(120);
    expect(tight[0]!).toBeGreaterThanOrEqual(40);
    expect(tight[1]!).toBeGreaterThanOrEqual(60);
    // Nothing fits: everything scales down to the width available.
    const over = fitColumnWidths([{ width: 50, minWidth: 100 }, { minWidth: 100 }], 100);
    expect(over.reduce((a, w) => a + w, 0)).toBeCloseTo(100);
  });

  it('wraps table headers between words only, never inside one', async () => {
    const pdf = createPdf({ title: 'Lines', language: 'en', margin: 40 });
    const m = 44;
    const headers = ['Deductible', 'Coinsurance', 'Not covered', 'Plan paid', 'Pagado por el plan'];
    table(pdf, {
      fontSize: 7,
      columns: [
        { header: 'Service date', width: 46 },
        { header: 'Procedure' },
        ...headers.map((header) => ({ header, width: m, align: 'right' as const })),
        { header: 'Codes', width: 34 },
      ],
      rows: [
        ['01/02/2026', '99213 Office visit', '$1.00', '$2.00', '$3.00', '$4.00', '$5.00', '1'],
      ],
    });
    const text = (await readPdf(await toBuffer(pdf))).text;
    // Each word of a header is read whole (pdf.js joins the pieces of a word broken across lines with a space).
    for (const word of headers.flatMap((h) => h.split(' ')).concat(['Service', 'Procedure']))
      expect(text.split(/\s+/)).toContain(word);
    expect(text).not.toMatch(/Coinsuran ce/);
  });
});
