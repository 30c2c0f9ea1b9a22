/**
 * Faster text measuring for pdfkit's standard fonts (Helvetica, Helvetica-Bold), the same numbers as pdfkit's.
 *
 * Profiling one EOB (docs/performance.md, "PDF rendering") found a quarter of its time in garbage collection
 * and most of the rest in laying out text: pdfkit measures every word of every cell and line with
 * `widthOfString`, which looks each glyph pair's kerning up by building a string key (`left + '\0' + right`)
 * for every character, and its AFM font rebuilds its kerning dictionary for every document. Here, once per
 * thread:
 * - kerning is looked up in a two-level Map built once per font (no string per character pair);
 * - the width of a string at 1000 units is remembered per font (words repeat: column headers, labels, amounts
 *   and the notices' fixed texts), then scaled exactly as pdfkit scales it (`width * (size / 1000)`).
 * pdfkit's classes are not exported, so the prototypes are reached through a font instance; the patch is
 * checked against pdfkit's own functions by pdf/fonts.test.ts.
 */
import PDFDocument from 'pdfkit';

interface AfmFont {
  name: string;
  kernPairs: Record<string, number>;
  glyphWidths: Record<string, number>;
  widthOfGlyph(glyph: string): number;
  advancesForGlyphs(glyphs: string[]): number[];
}
interface StandardFont {
  name: string;
  font: AfmFont;
  widthOfString(string: string, size: number): number;
}

/** The widths remembered per font: at most this many strings, then the cache starts again. */
const WIDTH_CACHE_LIMIT = 20_000;

type Kerning = Map<string, Map<string, number>>;
const kerningByFont = new Map<string, Kerning>();
const widthsByFont = new Map<string, Map<string, number>>();

function kerningOf(font: AfmFont): Kerning {
  let kern = kerningByFont.get(font.name);
  if (!kern) {
    kern = new Map();
    for (const [pair, amount] of Object.entries(font.kernPairs)) {
      const [left, right] = pair.split('\0') as [string, string];
      let row = kern.get(left);
      if (!row) kern.set(left, (row = new Map()));
      row.set(right, amount);
    }
    kerningByFont.set(font.name, kern);
  }
  return kern;
}

let original:
  | {
      advancesForGlyphs: AfmFont['advancesForGlyphs'];
      widthOfString: StandardFont['widthOfString'];
    }
  | undefined;

/** pdfkit's own functions, before the patch (for the test that compares the two). */
export function originalFontFunctions() {
  speedUpStandardFonts();
  return original!;
}

/** Patches pdfkit's standard-font measuring once per thread (idempotent). */
export function speedUpStandardFonts(): void {
  if (original) return;
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font('Helvetica');
  const std = (doc as unknown as { _font: StandardFont })._font;
  const stdProto = Object.getPrototypeOf(std) as StandardFont;
  const afmProto = Object.getPrototypeOf(std.font) as AfmFont;
  if (
    typeof afmProto.advancesForGlyphs !== 'function' ||
    typeof stdProto.widthOfString !== 'function' ||
    typeof std.font.kernPairs !== 'object'
  )
    throw new Error('pdfkit changed: pdf/fonts.ts no longer fits its standard fonts');
  original = {
    advancesForGlyphs: afmProto.advancesForGlyphs,
    widthOfString: stdProto.widthOfString,
  };
  const originalWidth = original.widthOfString;

  afmProto.advancesForGlyphs = function advancesForGlyphs(this: AfmFont, glyphs: string[]) {
    const kern = kerningOf(this);
    const advances: number[] = new Array<number>(glyphs.length);
    for (let i = 0; i < glyphs.length; i++) {
      const left = glyphs[i]!;
      const right = glyphs[i + 1];
      // pdfkit adds `kernPairs[left + '\0' + right] || 0`: the same amount, or 0.
      const pair = right === undefined ? undefined : kern.get(left)?.get(right);
      advances[i] = this.widthOfGlyph(left) + (pair || 0);
    }
    return advances;
  };

  stdProto.widthOfString = function widthOfString(
    this: StandardFont,
    string: string,
    size: number,
  ) {
    const text = `${string}`;
    let widths = widthsByFont.get(this.name);
    if (!widths) widthsByFont.set(this.name, (widths = new Map()));
    let units = widths.get(text);
    if (units === undefined) {
      // At size 1000 pdfkit's scale is 1, so this is the exact sum of the advances.
      units = originalWidth.call(this, text, 1000);
      if (widths.size >= WIDTH_CACHE_LIMIT) widths.clear();
      widths.set(text, units);
    }
    return units * (size / 1000);
  };

  // Build the kerning tables now, not in the first request.
  for (const name of ['Helvetica', 'Helvetica-Bold']) {
    doc.font(name);
    kerningOf((doc as unknown as { _font: StandardFont })._font.font);
  }
}
