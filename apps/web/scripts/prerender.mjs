#!/usr/bin/env node
// Prerenders the sign-in page into dist/index.html (issue 28, first paint), run after `vite build`:
// builds src/prerender/sign-in-page.tsx for Node with the app's Vite config, renders it, and puts the
// markup into `<div id="root">`. The browser paints it before any JavaScript has loaded, and the page is
// usable: public/boot.js loads the app on the first interaction, and the app's first render replaces
// the markup with the same markup (no layout shift), taking over what was typed there
// (src/lib/sign-in-handoff.ts). boot.js marks the markup stale where the app would render something
// else (another path, Spanish, a session, the alternate brand, the signed-out notice), and main.tsx
// then removes it before rendering.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { markPrerendered } from './prerender-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// Inside apps/web, so that Node resolves the externalised packages from its node_modules.
const outDir = path.join(root, 'node_modules/.cache/bp-prerender');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/sign-in-page.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

const { renderSignInPage } = await import(pathToFileURL(path.join(outDir, 'sign-in-page.js')).href);
const markup = markPrerendered(await renderSignInPage());
const indexPath = path.join(dist, 'index.html');
const html = fs.readFileSync(indexPath, 'utf8');
const empty = '<div id="root"></div>';
if (!html.includes(empty))
  throw new Error('prerender: dist/index.html has no empty <div id="root">');
fs.writeFileSync(indexPath, html.replace(empty, `<div id="root">${markup}</div>`));
fs.rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered the sign-in page into dist/index.html (${markup.length} characters)`);
