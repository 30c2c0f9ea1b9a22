import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SNIFF_BYTES,
  checkUploads,
  sniffMediaType,
  type UploadMediaType,
} from '@bp/contract/rules/file-upload';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { invalidRequest } from '../http/errors.js';
import type { UploadedFile } from '../http/multipart.js';

/**
 * Uploaded and small files (attachments, receipts, documents, uploaded reports, logos): the bytes are kept in
 * the `files` table (≤ 10 MB each), so the caller's transaction covers the record and its file. Generated
 * files of any size (reports, MRF files) go to the shared blob store (blob-store.ts, docs/decisions.md
 * "Storage").
 */

export interface NewFile {
  name: string;
  mediaType: string;
  bytes: Buffer;
  /** receipt | attachment | download | report | logo … */
  purpose: string;
  createdBy?: number | null;
  memberId?: number | null;
}

export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** SHA-256 of bytes, hex. */
export const sha256Of = (bytes: Buffer | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Stores one file in the given transaction (or database) and returns its id. */
export async function putFile(tx: DbOrTx, f: NewFile): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({
      name: f.name,
      mediaType: f.mediaType,
      size: f.bytes.length,
      sha256: sha256Of(f.bytes),
      bytes: f.bytes,
      purpose: f.purpose,
      createdBy: f.createdBy ?? null,
      memberId: f.memberId ?? null,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** One stored file with its bytes, or undefined. Callers check that the requester may see it. */
export async function getFile(db: DbOrTx, id: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      mediaType: files.mediaType,
      size: files.size,
      sha256: files.sha256,
      bytes: files.bytes,
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!row || !row.bytes) return undefined;
  return { ...row, bytes: row.bytes };
}

/** An upload that passed the rules: its media type as the CONTENT shows it, and a safe name. */
export interface AcceptedUpload {
  name: string;
  mediaType: UploadMediaType;
  bytes: Buffer;
}

/** The extensions of each type a file may be stored and served with; the first is the one given. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/tiff': ['tif', 'tiff'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'hif'],
  'image/webp': ['webp'],
};

/** A file name's last extension: a dot, then 1–16 characters that are neither dots nor spaces. */
const EXTENSION = /\.([^.\s]{1,16})$/;
const MAX_NAME = 200;

/**
 * The name with the extension of its media type (issue 25): an extension the type has is kept as the
 * client wrote it (Scan.JPEG), any other is replaced (x.html with PDF bytes → x.pdf), none is added
 * (receipt → receipt.png). Replaced, not appended: "x.html.pdf" still reads as an HTML file where a
 * system hides known extensions. Types without a known extension keep the name.
 */
export function withTypeExtension(name: string, mediaType: string): string {
  const exts = EXTENSIONS[mediaType];
  if (!exts) return name;
  const m = EXTENSION.exec(name);
  if (m && exts.includes(m[1]!.toLowerCase())) return name;
  const stem = (m ? name.slice(0, m.index) : name).replace(/[.\s]+$/, '') || 'upload';
  const ext = `.${exts[0]}`;
  return stem.slice(0, MAX_NAME - ext.length) + ext;
}

/**
 * A file name without path parts or control characters, at most 200 characters, with the extension of
 * the media type its content shows (the name the client gave is never trusted for the type).
 */
export function safeFileName(name: string, mediaType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_NAME);
  return withTypeExtension(base || 'upload', mediaType);
}

/**
 * Applies the upload rules of spec §5 to a request's files (field `field`): at least one when
 * `required` names a message key, at most 5, ≤ 10 MB, an allowed type by content, no duplicate.
 * Throws 400 with `{ [field]: key }`; returns the files with their sniffed media types.
 */
export function acceptUploads(
  uploaded: readonly UploadedFile[],
  field: string,
  required?: string,
): AcceptedUpload[] {
  const own = uploaded.filter((f) => f.field === field);
  const foreign = uploaded.find((f) => f.field !== field);
  if (foreign) throw invalidRequest('invalidValue', { [foreign.field]: 'invalidValue' });
  if (own.length === 0 && required) throw invalidRequest(required, { [field]: required });
  const problem = checkUploads(
    own.map((f) => ({
      size: f.data.length,
      head: f.data.subarray(0, SNIFF_BYTES),
      digest: sha256Of(f.data),
    })),
  );
  if (problem) throw invalidRequest(problem.problem, { [field]: problem.problem });
  return own.map((f) => {
    const mediaType = sniffMediaType(f.data.subarray(0, SNIFF_BYTES))!;
    return { name: safeFileName(f.filename, mediaType), mediaType, bytes: f.data };
  });
}
