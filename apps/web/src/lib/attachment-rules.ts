import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@bp/contract/constants';
import {
  SNIFF_BYTES,
  checkUploads,
  type UploadCandidate,
  type UploadProblem,
} from '@bp/contract/rules/file-upload';

/** A problem with the chosen attachments: the §8 message key and, when one file is at fault, its index. */
export interface AttachmentProblem {
  problem: UploadProblem;
  index?: number;
}

/** Hex of a digest. */
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** FNV-1a (64-bit) of the bytes: the fallback where Web Crypto is missing (non-secure contexts). */
function fnv1a(bytes: Uint8Array): string {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return h.toString(16);
}

/** A content digest for the duplicate rule: SHA-256 when the browser offers it. */
async function digestOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  try {
    if (globalThis.crypto?.subtle) return hex(await crypto.subtle.digest('SHA-256', bytes));
  } catch {
    // e.g. a test environment whose buffers come from another realm
  }
  return `fnv:${bytes.length}:${fnv1a(bytes)}`;
}

/**
 * What the contract's upload rules need of a file, read in the browser: its size, its first bytes (the
 * type is decided by content, as on the server) and a SHA-256 of the content for duplicates. Files over
 * the size limit are not read at all: they fail anyway.
 */
export async function candidateOf(file: File): Promise<UploadCandidate> {
  if (file.size > UPLOAD_MAX_FILE_BYTES || file.size === 0)
    return { size: file.size, head: new Uint8Array(), digest: `${file.name}\u0000${file.size}` };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return {
    size: file.size,
    head,
    digest: await digestOf(new Uint8Array(await file.arrayBuffer())),
  };
}

/** The first §5 rule the files break (count, size, type by content, duplicates), or null. */
export async function checkAttachments(files: readonly File[]): Promise<AttachmentProblem | null> {
  if (files.length > UPLOAD_MAX_FILES) return { problem: 'tooManyFiles' };
  const candidates = await Promise.all(files.map(candidateOf));
  return checkUploads(candidates);
}

/** The server's 400 on Upload names the problem in `fields.files`; the key when it is one of ours. */
export function uploadProblemOf(fields: Record<string, string> | undefined): string | undefined {
  return fields?.files ?? fields?.file;
}
