import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../constants.js';

/**
 * Upload rules of spec §5 shared by the server (authoritative) and the web (early feedback): at most
 * 5 files, 10 MB each, no duplicates, and only document/image types recognised by their CONTENT
 * (magic bytes) — never by the file name or the declared type.
 */

/** Media types an upload may have, as recognised from the bytes. */
export const UPLOAD_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/tiff',
  'image/heic',
  'image/heif',
] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** Bytes of a file's head that `sniffMediaType` needs. */
export const SNIFF_BYTES = 16;

/** The `accept` attribute of a file input offering the allowed types. */
export const UPLOAD_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.tif,.tiff,.heic,.heif,' + UPLOAD_MEDIA_TYPES.join(',');

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/** The media type the first bytes of a file show, or null when it is not an allowed type. */
export function sniffMediaType(head: Uint8Array): UploadMediaType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a'))
    return 'image/gif';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  // ISO base media file: [size:4]['ftyp'][major brand:4]
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

export type UploadProblem =
  'tooManyFiles' | 'fileTooLarge' | 'invalidFileType' | 'fileUploadDuplicateError';

/** What the rules need of one file: its size, its first bytes and a digest of its content. */
export interface UploadCandidate {
  size: number;
  head: Uint8Array;
  /** Content digest (SHA-256 hex on the server); equal digests are duplicates. */
  digest: string;
}

/** The first rule a batch of files breaks (with the offending file's index), or null when it passes. */
export function checkUploads(
  files: readonly UploadCandidate[],
  limits: { maxFiles?: number; maxBytes?: number } = {},
): { problem: UploadProblem; index?: number } | null {
  const maxFiles = limits.maxFiles ?? UPLOAD_MAX_FILES;
  const maxBytes = limits.maxBytes ?? UPLOAD_MAX_FILE_BYTES;
  if (files.length > maxFiles) return { problem: 'tooManyFiles' };
  const seen = new Set<string>();
  for (const [index, f] of files.entries()) {
    if (f.size > maxBytes) return { problem: 'fileTooLarge', index };
    if (f.size === 0 || sniffMediaType(f.head) === null)
      return { problem: 'invalidFileType', index };
    if (seen.has(f.digest)) return { problem: 'fileUploadDuplicateError', index };
    seen.add(f.digest);
  }
  return null;
}

export type LogoMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The media type of a group logo as its first bytes show it: PNG, JPEG, GIF or WebP (RIFF….WEBP).
 * Anything else — SVG (markup that can carry script), PDF, TIFF, a renamed text file — is null.
 */
export function sniffLogoType(head: Uint8Array): LogoMediaType | null {
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return 'image/webp';
  const t = sniffMediaType(head);
  return t === 'image/png' || t === 'image/jpeg' || t === 'image/gif' ? t : null;
}
