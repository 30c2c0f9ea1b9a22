import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, mapLimit, precompressDir } from './precompress-lib.mjs';

const dirs = [];
function tempDist(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const js = 'export const greeting = "hello";\n'.repeat(200);

describe('precompress', () => {
  it('takes text files and leaves compressed formats and earlier outputs alone', () => {
    for (const f of ['index.html', 'assets/a-1.js', 'assets/a.css', 'favicon.svg', 'x.webmanifest'])
      expect(isCompressible(f), f).toBe(true);
    for (const f of ['assets/f.woff2', 'logo.PNG', 'a.js.br', 'a.js.gz', 'doc.pdf'])
      expect(isCompressible(f), f).toBe(false);
  });

  it('writes .br and .gz that decode to the file, tiny ones too, skipping binary formats', async () => {
    const dir = tempDist({
      'index.html': `<!doctype html>${'<p>portal</p>'.repeat(50)}`,
      'assets/app-abc.js': js,
      'assets/font.woff2': js,
      'tiny.txt': 'a',
    });
    const rows = await precompressDir(dir);
    expect(rows.map((r) => r.file)).toEqual(['assets/app-abc.js', 'index.html', 'tiny.txt']);
    const read = (f) => fs.readFileSync(path.join(dir, f));
    expect(zlib.brotliDecompressSync(read('assets/app-abc.js.br')).toString()).toBe(js);
    expect(zlib.gunzipSync(read('assets/app-abc.js.gz')).toString()).toBe(js);
    expect(read('assets/app-abc.js.br').length).toBeLessThan(read('assets/app-abc.js.gz').length);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(zlib.gunzipSync(read('tiny.txt.gz')).toString()).toBe('a');
    expect(zlib.brotliDecompressSync(read('tiny.txt.br')).toString()).toBe('a');
    expect(fs.existsSync(path.join(dir, 'assets/font.woff2.br'))).toBe(false);
  });

  it('gives the same bytes on a second run and replaces a stale compressed form', async () => {
    const dir = tempDist({ 'assets/app.js': js, 'tiny.txt': 'a' });
    fs.writeFileSync(path.join(dir, 'tiny.txt.gz'), 'stale');
    await precompressDir(dir);
    const first = fs.readFileSync(path.join(dir, 'assets/app.js.gz'));
    const firstBr = fs.readFileSync(path.join(dir, 'assets/app.js.br'));
    await precompressDir(dir);
    expect(fs.readFileSync(path.join(dir, 'assets/app.js.gz')).equals(first)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'assets/app.js.br')).equals(firstBr)).toBe(true);
    // A gzip member's modification time (bytes 4–7) is zero: no build date in the output.
    expect(first.readUInt32LE(4)).toBe(0);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'tiny.txt.gz'))).toString()).toBe('a');
  });

  it('runs at most `limit` tasks at a time and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([30, 10, 20, 0, 5], 2, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return i;
    });
    expect(out).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });
});
