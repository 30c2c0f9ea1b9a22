/** Test helper: reads a PDF's text, metadata and structure tree with pdfjs-dist (legacy build for Node). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = join(pdfjsRoot, 'standard_fonts') + '/';

export interface PdfStructNode {
  role?: string;
  children?: PdfStructNode[];
  type?: string;
}

/** What a test needs from a PDF: all text (pages joined), page count, title, language and structure roles. */
export interface PdfContent {
  text: string;
  pages: string[];
  title: string | undefined;
  language: string | undefined;
  roles: string[];
  marked: boolean;
}

function collectRoles(node: PdfStructNode | null | undefined, into: string[]): void {
  if (!node) return;
  if (node.role) into.push(node.role);
  for (const child of node.children ?? []) collectRoles(child, into);
}

/** Extracts text (items joined by spaces, whitespace collapsed) and tagging facts from PDF bytes. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const roles: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push(text);
    collectRoles((await page.getStructTree()) as PdfStructNode | null, roles);
  }
  const meta = await doc.getMetadata();
  const markInfo = await doc.getMarkInfo();
  const info = meta.info as { Title?: string; Language?: string };
  await doc.destroy();
  return {
    text: pages.join(' '),
    pages,
    title: info.Title,
    language: info.Language,
    roles,
    marked: Boolean(markInfo?.Marked),
  };
}
