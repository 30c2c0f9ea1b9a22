import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@bp/contract/constants';
import type { UploadProblem } from '@bp/contract/rules/file-upload';

/** File-name extensions the receipt picker offers (the server still decides by content). */
const EXTENSIONS = /\.(pdf|png|jpe?g|gif|tiff?|heic|heif)$/i;

/**
 * Early feedback on receipts by the §5 rules the browser can see without reading the files: count,
 * size, duplicates (same name and size) and the name's type. The server checks the content.
 */
export function receiptProblem(
  files: readonly Pick<File, 'name' | 'size'>[],
): UploadProblem | null {
  if (files.length > UPLOAD_MAX_FILES) return 'tooManyFiles';
  const seen = new Set<string>();
  for (const f of files) {
    if (f.size > UPLOAD_MAX_FILE_BYTES) return 'fileTooLarge';
    if (f.size === 0 || !EXTENSIONS.test(f.name)) return 'invalidFileType';
    const key = `${f.name}\u0000${f.size}`;
    if (seen.has(key)) return 'fileUploadDuplicateError';
    seen.add(key);
  }
  return null;
}

/**
 * Dollars typed by the member ("1,234.5", "$12") as integer cents; null when not an amount with ≤ 2
 * decimals. A comma is only a thousands separator (groups of three digits): "2,05" is refused rather
 * than read as 205 dollars.
 */
export function centsOf(text: string): number | null {
  const t = text.replace(/[$\s]/g, '');
  if (!/^(\d{1,3}(,\d{3})+|\d*)(\.\d{0,2})?$/.test(t) || !/\d/.test(t)) return null;
  const [whole = '0', frac = ''] = t.replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the amount field's text (no currency sign, two decimals). */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);
