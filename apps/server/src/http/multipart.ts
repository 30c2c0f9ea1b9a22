import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './errors.js';

/** One uploaded file of a multipart request, read into memory (uploads are at most 10 MB, spec §5). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Reads a multipart body: files into buffers, the other parts into a plain object (repeated names become arrays). */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw invalidRequest('invalidValue', { _: 'invalidValue' });
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  // The plugin's limits (5 files, 10 MB) end the stream with FST_* errors: answer them as 400 field errors.
  let fileField = 'files';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        fileField = part.fieldname;
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw invalidRequest('fileTooLarge', { [part.fieldname]: 'fileTooLarge' });
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
      } else {
        const prev = fields[part.fieldname];
        fields[part.fieldname] =
          prev === undefined ? part.value : ([] as unknown[]).concat(prev, part.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidRequest('fileTooLarge', { [fileField]: 'fileTooLarge' });
    if (code === 'FST_FILES_LIMIT')
      throw invalidRequest('tooManyFiles', { [fileField]: 'tooManyFiles' });
    // Anything else the parser throws (no boundary, a malformed part, a cut-off body) is bad input.
    if (e instanceof Error && (e as { statusCode?: unknown }).statusCode === undefined)
      throw invalidRequest('invalidValue', { _: 'invalidValue' });
    throw e;
  }
  return { fields, files };
}
