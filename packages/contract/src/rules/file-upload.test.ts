import { describe, expect, it } from 'vitest';
import {
  checkUploads,
  sniffLogoType,
  sniffMediaType,
  type UploadCandidate,
} from './file-upload.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]);

describe('sniffMediaType', () => {
  it('recognises the allowed document and image types by their magic bytes', () => {
    expect(sniffMediaType(PDF)).toBe('application/pdf');
    expect(sniffMediaType(PNG)).toBe('image/png');
    expect(sniffMediaType(JPEG)).toBe('image/jpeg');
    expect(sniffMediaType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffMediaType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffMediaType(bytes([0x49, 0x49, 0x2a, 0x00, 8, 0]))).toBe('image/tiff');
    expect(sniffMediaType(bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 8]))).toBe('image/tiff');
    expect(sniffMediaType(HEIC)).toBe('image/heic');
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('image/heif');
  });

  it('refuses everything else: executables, HTML, scripts, text, other ISO media, truncated heads', () => {
    expect(sniffMediaType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull(); // Windows EXE
    expect(sniffMediaType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffMediaType(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(sniffMediaType(bytes([0x7f], 'ELF'))).toBeNull();
    expect(sniffMediaType(bytes('PK', [3, 4]))).toBeNull(); // zip / docx
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull(); // MP4
    expect(sniffMediaType(bytes(' %PDF-1.7'))).toBeNull(); // signature must be at the start
    expect(sniffMediaType(bytes('%PDF'))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});

describe('checkUploads', () => {
  const file = (digest: string, head: Uint8Array = PDF, size = 1000): UploadCandidate => ({
    size,
    head,
    digest,
  });

  it('passes up to five distinct allowed files of at most 10 MB', () => {
    expect(checkUploads([])).toBeNull();
    expect(checkUploads(['a', 'b', 'c', 'd', 'e'].map((d) => file(d)))).toBeNull();
    expect(checkUploads([file('a', PNG, 10 * 1024 * 1024)])).toBeNull();
  });

  it('refuses a sixth file', () => {
    expect(checkUploads(['a', 'b', 'c', 'd', 'e', 'f'].map((d) => file(d)))).toEqual({
      problem: 'tooManyFiles',
    });
  });

  it('refuses a file over 10 MB and names it', () => {
    expect(checkUploads([file('a'), file('b', PDF, 10 * 1024 * 1024 + 1)])).toEqual({
      problem: 'fileTooLarge',
      index: 1,
    });
  });

  it('refuses a file whose content is not an allowed type, and an empty file', () => {
    expect(checkUploads([file('a', bytes('MZ'))])).toEqual({
      problem: 'invalidFileType',
      index: 0,
    });
    expect(checkUploads([file('a', PDF, 0)])).toEqual({ problem: 'invalidFileType', index: 0 });
  });

  it('refuses the same content twice, whatever the names', () => {
    expect(checkUploads([file('a'), file('b', PNG), file('a')])).toEqual({
      problem: 'fileUploadDuplicateError',
      index: 2,
    });
  });

  it('honours narrower limits', () => {
    expect(checkUploads([file('a'), file('b')], { maxFiles: 1 })).toEqual({
      problem: 'tooManyFiles',
    });
    expect(checkUploads([file('a', PDF, 11)], { maxBytes: 10 })).toEqual({
      problem: 'fileTooLarge',
      index: 0,
    });
  });
});

describe('sniffLogoType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffLogoType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffLogoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffLogoType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffLogoType(bytes('RIFF', [0x20, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses SVG, PDF, TIFF, other RIFF files and empty input', () => {
    expect(sniffLogoType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffLogoType(bytes('<?xml version="1.0"?><svg'))).toBeNull();
    expect(sniffLogoType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffLogoType(bytes([0x49, 0x49, 0x2a, 0x00]))).toBeNull();
    expect(sniffLogoType(bytes('RIFF', [0x20, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffLogoType(new Uint8Array())).toBeNull();
  });
});
