/**
 * A small toolkit over pdfkit for ACCESSIBLE (tagged, PDF/UA-minded) documents: EOBs, ID cards, letters.
 *
 * Every piece of visible text is placed inside a structure element (H1–H3, P, L/LI, Table/TR/TH/TD) of one
 * `Document` root, so screen readers read it in order; decorative drawing (rules, boxes, the brand bar) is
 * marked as an Artifact. The document carries a title (shown in the title bar), a language (`en` / `es-US`)
 * and PDF 1.7. Texts are never literals here: callers pass already translated strings.
 *
 * Usage:
 *   const pdf = createPdf({ title: 'Explanation of Benefits', language: 'sp' });
 *   brandHeader(pdf, brand);
 *   heading(pdf, 'Explanation of Benefits', 1);
 *   paragraph(pdf, 'Text …');
 *   table(pdf, { caption: 'Lines', columns: [{ header: 'Date' }, …], rows: [['01/02/2025', …]] });
 *   const bytes = await toBuffer(pdf);
 */
import PDFDocument from 'pdfkit';
import { intlLocaleOf, type Brand, type Language } from '@bp/contract';
import { speedUpStandardFonts } from './fonts.js';

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

/** A document under construction: the pdfkit document, its structure root and its language. */
export interface Pdf {
  readonly doc: Doc;
  readonly root: StructElement;
  readonly language: Language;
  /** The Intl locale of the language (`sp` → `es-US`). */
  readonly locale: string;
  /** Brand colour used for headings and rules. */
  accent: string;
}

/** Options of {@link createPdf}. */
export interface CreatePdfOptions {
  /** Document title (metadata and window title). */
  readonly title: string;
  /** Recipient's language; `sp` is written as `es-US` in the PDF. */
  readonly language: Language;
  /** Author metadata, usually the brand name. */
  readonly author?: string;
  /** Subject metadata. */
  readonly subject?: string;
  /** Page size (default LETTER) and margin (default 50pt). */
  readonly size?: string | [number, number];
  readonly margin?: number;
  /** Creation date (metadata and file id); now by default. A fixed date gives the same bytes every time. */
  readonly creationDate?: Date | undefined;
}

/** What every renderer passes on to {@link createPdf} besides its own options. */
export interface RenderOptions {
  readonly creationDate?: Date | undefined;
}

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const TEXT_COLOR = '#1a1a1a';

/** Starts a tagged PDF 1.7 with title, language and a `Document` structure root. */
export function createPdf(options: CreatePdfOptions): Pdf {
  speedUpStandardFonts();
  const locale = intlLocaleOf(options.language);
  const doc = new PDFDocument({
    tagged: true,
    lang: locale,
    displayTitle: true,
    pdfVersion: '1.7',
    size: options.size ?? 'LETTER',
    margin: options.margin ?? 50,
    bufferPages: false,
    info: {
      Title: options.title,
      Author: options.author ?? '',
      Subject: options.subject ?? options.title,
      Creator: options.author ?? '',
      Producer: 'pdfkit',
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  doc.font(FONT.regular).fontSize(10).fillColor(TEXT_COLOR);
  return { doc, root, language: options.language, locale, accent: '#1c5d99' };
}

/** Runs `draw` as decorative content (an Artifact screen readers skip). */
export function artifact(pdf: Pdf, draw: (doc: Doc) => void): void {
  pdf.doc.markContent('Artifact', { type: 'Layout' });
  draw(pdf.doc);
  pdf.doc.endMarkedContent();
}

/** The brand header: a coloured bar (artifact), the brand name and its member-services contacts. */
export function brandHeader(pdf: Pdf, brand: Brand, contactLine?: string): void {
  const { doc } = pdf;
  pdf.accent = brand.colors.primary;
  const x = doc.page.margins.left;
  const width = contentWidth(pdf);
  artifact(pdf, (d) => {
    d.save().rect(x, doc.y, width, 4).fill(brand.colors.primary).restore();
  });
  doc.moveDown(0.6);
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(brand.colors.primary)
    .text(brand.name, x, doc.y, { structParent: pdf.root, structType: 'P' });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(TEXT_COLOR)
    .text(contactLine ?? `${brand.support.phone} · ${brand.support.website}`, {
      structParent: pdf.root,
      structType: 'P',
    });
  doc.moveDown(0.8);
  rule(pdf);
}

/** A heading H1–H3 in the brand colour. */
export function heading(pdf: Pdf, text: string, level: 1 | 2 | 3 = 2): void {
  const size = level === 1 ? 16 : level === 2 ? 12.5 : 10.5;
  const { doc } = pdf;
  if (level > 1) doc.moveDown(0.6);
  ensureSpace(pdf, size * 3);
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(level === 3 ? TEXT_COLOR : pdf.accent)
    .text(text, doc.page.margins.left, doc.y, {
      structParent: pdf.root,
      structType: `H${level}`,
      width: contentWidth(pdf),
    });
  doc.font(FONT.regular).fontSize(10).fillColor(TEXT_COLOR).moveDown(0.3);
}

/** Options of {@link paragraph}. */
export interface ParagraphOptions {
  readonly bold?: boolean;
  readonly size?: number;
  readonly align?: 'left' | 'center' | 'right' | 'justify';
  readonly parent?: StructElement;
}

/** A paragraph (P) that wraps to the content width and breaks pages as needed. */
export function paragraph(pdf: Pdf, text: string, options: ParagraphOptions = {}): void {
  const { doc } = pdf;
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(TEXT_COLOR)
    .text(text, doc.page.margins.left, doc.y, {
      structParent: options.parent ?? pdf.root,
      structType: 'P',
      width: contentWidth(pdf),
      align: options.align ?? 'left',
    });
  doc.font(FONT.regular).fontSize(10).moveDown(0.35);
}

/** A bulleted list (L / LI / Lbl / LBody). */
export function bulletList(pdf: Pdf, items: readonly string[]): void {
  if (items.length === 0) return;
  const { doc } = pdf;
  const list = doc.struct('L');
  pdf.root.add(list);
  doc.font(FONT.regular).fontSize(10).fillColor(TEXT_COLOR);
  doc.list([...items], doc.page.margins.left + 8, doc.y, {
    structParent: list,
    width: contentWidth(pdf) - 8,
    bulletRadius: 1.6,
    textIndent: 10,
    paragraphGap: 2,
  });
  list.end();
  doc.moveDown(0.35);
}

/** One column of {@link table}. */
export interface TableColumn {
  readonly header: string;
  /** Width in points or `'*'` (share of the rest). */
  readonly width?: number | '*';
  readonly align?: 'left' | 'right' | 'center';
}

/** Options of {@link table}. */
export interface TableOptions {
  /** Read as the table's caption (Caption structure element and visible bold line). */
  readonly caption?: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly (readonly string[])[];
  /** Rows drawn bold (e.g. totals); each row's first cell becomes a row header. */
  readonly emphasisRows?: readonly (readonly string[])[];
  readonly fontSize?: number;
  /** Mark the first cell of each body row as a row header (TH scope Row), for key/value tables. */
  readonly rowHeaders?: boolean;
  /** Hide the header row visually? No: it is always drawn (and tagged TH scope Column) unless `noHeader`. */
  readonly noHeader?: boolean;
}

// pdfkit 0.20 supports accessible tables (structParent, TH scope); @types/pdfkit 0.17 does not declare them.
interface AccessibleTableOptions extends PDFKit.Mixins.TableOptions {
  structParent?: StructElement | Doc;
}
interface AccessibleCell extends PDFKit.Mixins.CellOptions {
  scope?: 'Row' | 'Column' | 'Both';
}

/** A column's asked width and the least width that fits its longest word. */
export interface ColumnFit {
  readonly width?: number | '*';
  readonly minWidth: number;
}

/**
 * Column widths (points) that fit `available`: a fixed column gets its width, widened to its least width; star
 * columns share the rest equally, none below its least width. When that overflows, columns with room above
 * their least width give it back in proportion; only when every column is at its least width and the sum
 * still overflows are all scaled down (words may then break).
 */
export function fitColumnWidths(columns: readonly ColumnFit[], available: number): number[] {
  const widths = columns.map((c) =>
    typeof c.width === 'number' ? Math.max(c.width, c.minWidth) : 0,
  );
  const stars = columns.flatMap((c, i) => (typeof c.width === 'number' ? [] : [i]));
  let rest = available - widths.reduce((a, w) => a + w, 0);
  // Stars whose least width exceeds an equal share take their least width; the others share what is left.
  let open = [...stars];
  for (;;) {
    const share = open.length ? Math.max(0, rest) / open.length : 0;
    const wide = open.filter((i) => columns[i]!.minWidth > share);
    if (wide.length === 0) {
      for (const i of open) widths[i] = share;
      break;
    }
    for (const i of wide) {
      widths[i] = columns[i]!.minWidth;
      rest -= columns[i]!.minWidth;
    }
    open = open.filter((i) => !wide.includes(i));
  }
  const total = () => widths.reduce((a, w) => a + w, 0);
  const over = total() - available;
  if (over > 0.01) {
    const slack = widths.map((w, i) => Math.max(0, w - columns[i]!.minWidth));
    const room = slack.reduce((a, v) => a + v, 0);
    const give = Math.min(1, over / (room || 1));
    for (let i = 0; i < widths.length; i++) widths[i] = widths[i]! - slack[i]! * give;
    const still = total();
    if (still > available)
      for (let i = 0; i < widths.length; i++) widths[i] = (widths[i]! * available) / still;
  }
  return widths;
}

/** Padding left and right of a table cell (points). */
const CELL_PAD = 3;

/** The widest word of `texts` in the font at `size`, plus the cell padding: a column narrower breaks a word. */
function leastWidth(doc: Doc, font: string, size: number, texts: readonly string[]): number {
  doc.font(font).fontSize(size);
  let widest = 0;
  for (const text of texts)
    for (const word of text.split(/\s+/))
      if (word) widest = Math.max(widest, doc.widthOfString(word));
  return widest + 2 * CELL_PAD + 1;
}

/** A real table (Table / TR / TH / TD) with column headers, an optional caption and emphasised total rows. */
export function table(pdf: Pdf, options: TableOptions): void {
  const { doc } = pdf;
  const size = options.fontSize ?? 8.5;
  const x = doc.page.margins.left;
  const width = contentWidth(pdf);
  // Headers wrap between words only: each column is at least as wide as its longest header or cell word.
  const widths = fitColumnWidths(
    options.columns.map((c, i) => ({
      width: c.width,
      minWidth: Math.max(
        options.noHeader ? 0 : leastWidth(doc, FONT.bold, size, [c.header]),
        leastWidth(
          doc,
          FONT.regular,
          size,
          options.rows.map((r) => r[i] ?? ''),
        ),
        leastWidth(
          doc,
          FONT.bold,
          size,
          (options.emphasisRows ?? []).map((r) => r[i] ?? ''),
        ),
      ),
    })),
    width,
  );
  const container = doc.struct('Sect');
  pdf.root.add(container);
  if (options.caption) {
    ensureSpace(pdf, 60);
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(TEXT_COLOR)
      .text(options.caption, x, doc.y, { structParent: container, structType: 'Caption', width });
    doc.moveDown(0.2);
  }
  const thin = { top: 0.5, right: 0, bottom: 0.5, left: 0 };
  const tableOptions: AccessibleTableOptions = {
    position: { x, y: doc.y },
    maxWidth: width,
    structParent: container,
    columnStyles: options.columns.map((c, i) => ({
      width: widths[i]!,
      align: { x: c.align ?? 'left', y: 'top' },
    })),
    defaultStyle: {
      border: thin,
      borderColor: '#9aa5b1',
      padding: { top: 3, right: CELL_PAD, bottom: 3, left: CELL_PAD },
    },
  };
  const t = doc.font(FONT.regular).fontSize(size).fillColor(TEXT_COLOR).table(tableOptions);
  if (!options.noHeader) {
    t.row(
      options.columns.map((c): AccessibleCell => ({
        text: c.header,
        type: 'TH',
        scope: 'Column',
        font: { src: FONT.bold, size },
        backgroundColor: '#e8eef5',
      })),
    );
  }
  const cell = (text: string, index: number, bold: boolean): AccessibleCell =>
    options.rowHeaders && index === 0
      ? { text, type: 'TH', scope: 'Row', font: { src: FONT.bold, size } }
      : { text, type: 'TD', font: { src: bold ? FONT.bold : FONT.regular, size } };
  for (const row of options.rows) t.row(row.map((v, i) => cell(v, i, false)));
  for (const row of options.emphasisRows ?? []) {
    t.row(
      row.map((v, i): AccessibleCell => ({
        ...cell(v, i, true),
        type: i === 0 ? 'TH' : 'TD',
        scope: i === 0 ? 'Row' : undefined,
      })),
    );
  }
  t.end();
  container.end();
  doc.x = x;
  doc.font(FONT.regular).fontSize(10).moveDown(0.5);
}

/** A two-column label/value table (row headers), e.g. member, plan and claim facts. */
export function facts(
  pdf: Pdf,
  caption: string | undefined,
  pairs: readonly (readonly [string, string])[],
): void {
  table(pdf, {
    caption,
    columns: [{ header: '', width: contentWidth(pdf) * 0.38 }, { header: '' }],
    rows: pairs.map(([k, v]) => [k, v]),
    rowHeaders: true,
    noHeader: true,
    fontSize: 9,
  });
}

/** A grouping structure element (Sect, Div, Art …) under the root, for content placed with {@link textAt}. */
export function section(pdf: Pdf, type = 'Sect', title?: string): StructElement {
  const el = pdf.doc.struct(type, title ? { title } : {});
  pdf.root.add(el);
  return el;
}

/** Options of {@link textAt}. */
export interface TextAtOptions {
  readonly width: number;
  readonly size?: number;
  readonly bold?: boolean;
  readonly color?: string;
  /** Structure type of the text (default P; H1–H6 for headings). */
  readonly structType?: string;
  /** Parent structure element (default the root). */
  readonly parent?: StructElement;
  /** Clip to this height (ellipsis when the text is longer). */
  readonly height?: number;
  readonly align?: 'left' | 'center' | 'right';
}

/** Text at a fixed position (e.g. inside a card layout), tagged like a paragraph; returns the y below it. */
export function textAt(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  options: TextAtOptions,
): number {
  const { doc } = pdf;
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 8)
    .fillColor(options.color ?? TEXT_COLOR)
    .text(text, x, y, {
      width: options.width,
      structParent: options.parent ?? pdf.root,
      structType: options.structType ?? 'P',
      align: options.align ?? 'left',
      lineGap: 0.5,
      ...(options.height ? { height: options.height, ellipsis: true } : {}),
    });
  const below = doc.y;
  doc.font(FONT.regular).fontSize(10).fillColor(TEXT_COLOR);
  return below;
}

/** A thin horizontal rule in the brand colour (artifact). */
export function rule(pdf: Pdf): void {
  const { doc } = pdf;
  const x = doc.page.margins.left;
  artifact(pdf, (d) => {
    d.save()
      .moveTo(x, doc.y)
      .lineTo(x + contentWidth(pdf), doc.y)
      .lineWidth(0.6)
      .stroke(pdf.accent)
      .restore();
  });
  doc.moveDown(0.6);
}

/** Starts a new page when fewer than `points` remain above the bottom margin. */
export function ensureSpace(pdf: Pdf, points: number): void {
  const { doc } = pdf;
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Width between the margins. */
export function contentWidth(pdf: Pdf): number {
  const { doc } = pdf;
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export { formatDate, formatMoney } from '@bp/contract/format';

/**
 * Ends the document and resolves with its bytes, in a Buffer that owns its whole ArrayBuffer (never a slice of
 * Node's shared pool), so a worker thread can transfer it to the main thread without a copy.
 */
export function toBuffer(pdf: Pdf): Promise<Buffer> {
  const { doc } = pdf;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    doc.on('data', (c: Buffer) => {
      chunks.push(c);
      length += c.length;
    });
    doc.on('end', () => {
      const out = Buffer.alloc(length);
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    });
    doc.on('error', reject);
    pdf.root.end();
    doc.end();
  });
}
