// Bundles src/server.ts into dist/server.js and the PDF worker thread's entry (src/pdf-jobs/worker.ts) into
// dist/pdf-worker.js, which the server finds beside itself (src/pdf-jobs/index.ts): npm packages stay external
// (installed), the workspace's own @bp/contract is bundled. `import.meta.dirname` in bundled files is rewritten to the directory
// the source file lives in, so paths like the migrations folder resolve as they do under tsx.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const serverRoot = import.meta.dirname;
const outdir = path.join(serverRoot, 'dist');

/** Every bare import external except @bp/contract. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@bp/contract' || args.path.startsWith('@bp/contract/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Rewrites import.meta.dirname to the source file's own directory, relative to dist/. */
const dirnames = {
  name: 'dirnames',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname')) {
        const rel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.dirname', `__bpDir(${JSON.stringify(rel)})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  entryPoints: {
    server: path.join(serverRoot, 'src/server.ts'),
    'pdf-worker': path.join(serverRoot, 'src/pdf-jobs/worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externals, dirnames],
  banner: {
    js: [
      "import { createRequire as __bpCreateRequire } from 'node:module';",
      "import { fileURLToPath as __bpFileURLToPath } from 'node:url';",
      "import __bpPath from 'node:path';",
      'const require = __bpCreateRequire(import.meta.url);',
      'const __bpDir = (rel) => __bpPath.resolve(__bpPath.dirname(__bpFileURLToPath(import.meta.url)), rel);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
for (const file of ['server.js', 'pdf-worker.js'])
  console.log(`built ${path.relative(process.cwd(), path.join(outdir, file))}`);
