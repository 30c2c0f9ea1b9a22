import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { originalFontFunctions, speedUpStandardFonts } from './fonts.js';

interface StdFont {
  font: { glyphsForString(s: string): string[]; advancesForGlyphs(g: string[]): number[] };
  widthOfString(s: string, size: number): number;
}

/** pdfkit's width of a string, computed with its own (unpatched) kerning, as pdfkit's widthOfString does. */
function pdfkitWidth(font: StdFont, text: string, size: number): number {
  const { advancesForGlyphs } = originalFontFunctions();
  const advances = advancesForGlyphs.call(font.font, font.font.glyphsForString(text));
  let width = 0;
  for (const a of advances) width += a;
  return width * (size / 1000);
}

describe('standard-font measuring (pdf/fonts.ts)', () => {
  speedUpStandardFonts();
  const texts = [
    'AVAT Tyre WAVE LT Yo',
    'Explicación de beneficios — Año ñandú',
    'Coinsurance',
    '$1,234.50',
    '',
    'To: "quoted" (x) 100% ½ €',
    'Explanation of Benefits 26-123456-00',
  ];
  for (const name of ['Helvetica', 'Helvetica-Bold']) {
    it(`gives pdfkit's own advances and widths for ${name}, cached or not`, () => {
      const doc = new PDFDocument({ autoFirstPage: false });
      doc.font(name);
      const font = (doc as unknown as { _font: StdFont })._font;
      const { advancesForGlyphs } = originalFontFunctions();
      for (const text of texts) {
        const glyphs = font.font.glyphsForString(text);
        expect(font.font.advancesForGlyphs(glyphs)).toEqual(
          advancesForGlyphs.call(font.font, glyphs),
        );
        for (const size of [7, 8.5, 10, 12.5, 16]) {
          // Twice: the first measures, the second comes from the cache.
          expect(font.widthOfString(text, size)).toBe(pdfkitWidth(font, text, size));
          expect(font.widthOfString(text, size)).toBe(pdfkitWidth(font, text, size));
        }
      }
      // Kerning is applied (A and V kern in both fonts): the patch must not lose it.
      expect(font.widthOfString('AV', 10)).toBeLessThan(
        font.widthOfString('A', 10) + font.widthOfString('V', 10),
      );
    });
  }
});
