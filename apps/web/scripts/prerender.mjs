#!/usr/bin/env node
// Prerenders the sign-in page into dist/index.html (issue 28, first paint), run after `vite build`:
// builds src/prerender/sign-in-page.tsx for Node with the app's Vite config, renders it, and puts the
// markup into `<div id="root">`. The browser paints it before any JavaScript has loaded, and the page is
// usable: public/boot.js loads the app on the first interaction, and the app's first render replaces
// the markup with the same markup (no layout shift), taking over what was typed there
// (src/lib/sign-in-handoff.ts). boot.js marks the markup stale where the app would render something
// else (another path, Spanish, a session, the alternate brand, the signed-out notice), and main.tsx
// then removes it before rendering.
//
// It also prerenders the frames of the pages a member opens most (src/prerender/page-frames.tsx: the
// portal shell with the page's heading and a loader) into dist/frames/<name>.<language>.html, with
// dist/frames/frames.json naming their paths: the server answers those paths with them (by the
// `bp_lang` cookie the app keeps), so that a phone paints the page's largest text before any script.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { frameHtml, markPrerendered } from './prerender-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// Inside apps/web, so that Node resolves the externalised packages from its node_modules.
const outDir = path.join(root, 'node_modules/.cache/bp-prerender');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.ts',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

const { renderSignInPage, renderPageFrames, FIRST_NAME_MARK } = await import(
  pathToFileURL(path.join(outDir, 'entry.js')).href
);
const markup = markPrerendered(await renderSignInPage());
const indexPath = path.join(dist, 'index.html');
const html = fs.readFileSync(indexPath, 'utf8');
const empty = '<div id="root"></div>';
if (!html.includes(empty))
  throw new Error('prerender: dist/index.html has no empty <div id="root">');

const frames = await renderPageFrames();
const framesDir = path.join(dist, 'frames');
fs.mkdirSync(framesDir, { recursive: true });
const paths = {};
for (const frame of frames) {
  fs.writeFileSync(
    path.join(framesDir, `${frame.name}.${frame.language}.html`),
    frameHtml(html, frame, FIRST_NAME_MARK),
  );
  (paths[frame.path] ??= { name: frame.name, languages: [] }).languages.push(frame.language);
}
fs.writeFileSync(path.join(framesDir, 'frames.json'), JSON.stringify({ paths }, null, 2));

fs.writeFileSync(indexPath, html.replace(empty, `<div id="root">${markup}</div>`));
fs.rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered the sign-in page into dist/index.html (${markup.length} characters)`);
console.log(
  `prerendered ${frames.length} page frames into dist/frames: ${Object.keys(paths).join(', ')} (${[
    ...new Set(frames.map((f) => f.language)),
  ].join(', ')})`,
);
