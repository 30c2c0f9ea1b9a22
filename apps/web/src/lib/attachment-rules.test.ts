import { describe, expect, it } from 'vitest';
import { checkAttachments } from './attachment-rules';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(name: string, head: number[], extra = 'content', size?: number): File {
  const f = new File([new Uint8Array(head), extra], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('attachment checks (spec §5, by content)', () => {
  it('accepts up to five distinct allowed files', async () => {
    const files = [1, 2, 3, 4, 5].map((i) => file(`f${i}.pdf`, PDF, `body ${i}`));
    expect(await checkAttachments(files)).toBeNull();
    expect(await checkAttachments([])).toBeNull();
  });

  it('refuses more than five files', async () => {
    const files = [1, 2, 3, 4, 5, 6].map((i) => file(`f${i}.pdf`, PDF, `body ${i}`));
    expect(await checkAttachments(files)).toEqual({ problem: 'tooManyFiles' });
  });

  it('refuses a file over 10 MB', async () => {
    const big = file('big.pdf', PDF, 'x', 10 * 1024 * 1024 + 1);
    expect(await checkAttachments([file('a.png', PNG), big])).toEqual({
      problem: 'fileTooLarge',
      index: 1,
    });
  });

  it('decides the type by content, not by name', async () => {
    expect(await checkAttachments([file('notes.pdf', [0x4d, 0x5a, 0x90, 0x00])])).toEqual({
      problem: 'invalidFileType',
      index: 0,
    });
    expect(await checkAttachments([file('scan.txt', PNG)])).toBeNull();
    expect(await checkAttachments([new File([], 'empty.pdf')])).toMatchObject({
      problem: 'invalidFileType',
    });
  });

  it('refuses the same content twice, whatever the names', async () => {
    const a = file('a.pdf', PDF, 'same');
    const b = file('b.pdf', PDF, 'same');
    expect(await checkAttachments([a, b])).toEqual({
      problem: 'fileUploadDuplicateError',
      index: 1,
    });
  });
});
