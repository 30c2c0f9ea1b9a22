import { describe, expect, it } from 'vitest';
import { safeFileName, withTypeExtension } from './index.js';

describe('stored file names follow the content (issue 25)', () => {
  it('replaces an extension the detected type does not have, keeps one it has', () => {
    expect(withTypeExtension('x.html', 'application/pdf')).toBe('x.pdf');
    expect(withTypeExtension('x.pdf.html', 'application/pdf')).toBe('x.pdf.pdf');
    expect(withTypeExtension('report.PDF', 'application/pdf')).toBe('report.PDF');
    expect(withTypeExtension('Scan.JPEG', 'image/jpeg')).toBe('Scan.JPEG');
    expect(withTypeExtension('scan.jpg', 'image/png')).toBe('scan.png');
    expect(withTypeExtension('page.tiff', 'image/tiff')).toBe('page.tiff');
    expect(withTypeExtension('logo.svg', 'image/webp')).toBe('logo.webp');
  });

  it('adds one to a name without, and does not take a sentence for an extension', () => {
    expect(withTypeExtension('receipt', 'image/png')).toBe('receipt.png');
    expect(withTypeExtension('Bill from Dr. Smith', 'application/pdf')).toBe(
      'Bill from Dr. Smith.pdf',
    );
    expect(withTypeExtension('name.', 'application/pdf')).toBe('name.pdf');
    expect(withTypeExtension('.html', 'application/pdf')).toBe('upload.pdf');
  });

  it('leaves names of types it has no extension for, and stays within 200 characters', () => {
    expect(withTypeExtension('x.html', 'application/octet-stream')).toBe('x.html');
    const long = withTypeExtension(`${'a'.repeat(198)}.html`, 'application/pdf');
    expect(long).toBe(`${'a'.repeat(196)}.pdf`);
  });

  it('safeFileName drops path parts and control characters, then applies the type', () => {
    expect(safeFileName('C:\\Users\\me\\evil.html', 'application/pdf')).toBe('evil.pdf');
    expect(safeFileName('../../x\u0000.htm', 'image/gif')).toBe('x.gif');
    expect(safeFileName('   ', 'image/png')).toBe('upload.png');
  });
});
