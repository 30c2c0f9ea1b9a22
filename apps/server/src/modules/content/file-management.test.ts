import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptUploads } from '../../storage/index.js';
import type { UploadedFile } from '../../http/multipart.js';
import {
  assignmentErrors,
  displayNames,
  signFileToken,
  verifyFileToken,
} from './file-management.js';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const file = (filename: string, data: Buffer, mimetype = 'application/pdf'): UploadedFile => ({
  field: 'files',
  filename,
  mimetype,
  data,
});
const refusal = (files: UploadedFile[]) => {
  try {
    acceptUploads(files, 'files', 'required');
    return null;
  } catch (e) {
    return (e as { fields?: Record<string, string> }).fields?.files;
  }
};

describe('upload rules of Downloads/Upload (spec §5)', () => {
  it('refuses by content, count, size and duplicates, whatever the name or declared type says', () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
    expect(refusal([file('setup.pdf', exe)])).toBe('invalidFileType');
    expect(refusal([file('empty.pdf', Buffer.alloc(0))])).toBe('invalidFileType');
    expect(
      refusal(
        Array.from({ length: 6 }, (_, i) =>
          file(`${i}.pdf`, Buffer.concat([PDF, Buffer.from([i])])),
        ),
      ),
    ).toBe('tooManyFiles');
    expect(refusal([file('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))])).toBe(
      'fileTooLarge',
    );
    expect(refusal([file('a.pdf', PDF), file('b.pdf', Buffer.from(PDF))])).toBe(
      'fileUploadDuplicateError',
    );
    expect(refusal([])).toBe('required');
  });

  it('accepts five files of 10 MB at most and takes the type from the bytes', () => {
    const five = Array.from({ length: 5 }, (_, i) =>
      file(`doc${i}.bin`, Buffer.concat([PDF, Buffer.from([i])]), 'application/octet-stream'),
    );
    const accepted = acceptUploads(five, 'files', 'required');
    expect(accepted.map((f) => f.mediaType)).toEqual(Array(5).fill('application/pdf'));
    const max = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    expect(refusal([file('max.pdf', max)])).toBeNull();
  });
});

describe('displayNames', () => {
  it('uses the name given for one file and adds each file’s name for several', () => {
    expect(displayNames('Guide', ['a.pdf'])).toEqual(['Guide']);
    expect(displayNames('Guide', ['a.pdf', 'b.final.png'])).toEqual([
      'Guide – a',
      'Guide – b.final',
    ]);
    expect(displayNames('x'.repeat(200), ['a.pdf', 'b.pdf'])[0]).toHaveLength(200);
  });
});

describe('assignmentErrors', () => {
  const field = { name: 'city', label: 'City', type: 'text' as const, required: true, options: [] };
  const base = {
    downloadId: 1,
    isOnlineForm: true,
    isFeedback: false,
    recipientEmail: undefined,
    fields: [field],
  };
  it('passes a valid definition and a plain-file reset', () => {
    expect(assignmentErrors(base)).toEqual({});
    expect(assignmentErrors({ ...base, isOnlineForm: false, fields: [] })).toEqual({});
  });
  it('names each problem', () => {
    expect(assignmentErrors({ ...base, isFeedback: true })).toEqual({ isFeedback: 'invalidValue' });
    expect(assignmentErrors({ ...base, fields: [] })).toEqual({ fields: 'required' });
    expect(assignmentErrors({ ...base, recipientEmail: 'x@' })).toEqual({
      recipientEmail: 'validationEmail',
    });
    expect(
      assignmentErrors({
        ...base,
        fields: [field, { ...field, name: 'CITY' }, { ...field, name: 'p', type: 'select' }],
      }),
    ).toEqual({ 'fields.1.name': 'invalidValue', 'fields.2.options': 'required' });
  });
});

describe('GetFilesUrl tokens', () => {
  const key = randomBytes(32);
  const now = new Date('2026-01-01T00:00:00Z');
  const later = Math.floor(now.getTime() / 1000) + 300;
  it('verifies its own unexpired tokens only', () => {
    const token = signFileToken(key, 42, later);
    expect(verifyFileToken(key, token, now)).toBe(42);
    expect(verifyFileToken(key, token, new Date(later * 1000))).toBeNull();
    expect(verifyFileToken(randomBytes(32), token, now)).toBeNull();
    expect(verifyFileToken(key, token.replace(/^42\./, '43.'), now)).toBeNull();
    expect(verifyFileToken(key, `42.${later + 1000}.${token.split('.')[2]}`, now)).toBeNull();
    expect(verifyFileToken(key, 'garbage', now)).toBeNull();
  });
});
