import { defineConfig, type Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chunksByUse } from './chunk-uses';
import { lazyContractPlugin } from './lazy-contract';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/**
 * What the sign-in page (`/`) runs before it renders: the entry's static imports (with i18next) and
 * these lazy modules with theirs (the layout and page of the login route, the provider, the core
 * translations, the error page and the idle timer fetched at start).
 */
const SIGN_IN_ROOTS = [
  'main.tsx',
  'app/providers.tsx',
  'app/shells/landing-layout.tsx',
  'portals/public/login-page.tsx',
  'app/route-error.tsx',
  'lib/session-idle.ts',
  'i18n/en/core.ts',
].map(src);

/** React, its scheduler and React Router: every page needs them whole. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * A library's index module re-exports all of it: the walk below follows only these of its modules (the
 * Mantine components the sign-in page and its layout import, Mantine's core and the hooks these use,
 * react-i18next without `Trans`). A component newly used there and not listed falls into a chunk of its own, which
 * the budget check counts as one more request.
 */
const SIGN_IN_LIBRARY_PARTS = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor|Button|Container|Divider|Group|Image|NativeSelect|Paper|PasswordInput|Stack|Text|TextInput|Title)[\\/]`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/]use-(color-scheme|did-update|id|isomorphic-effect|media-query|mutation-observer|reduced-motion|uncontrolled)[\\/]`,
    String.raw`react-i18next[\\/]dist[\\/]es[\\/](context|defaults|i18nInstance|initReactI18next|unescape|useTranslation|utils)\.js$`,
  ].join('|'),
);

/** The index modules (re-exports only) of the libraries the sign-in page uses. */
const LIBRARY_INDEX =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)[\\/]esm[\\/]index\.mjs|react-i18next[\\/]dist[\\/]es[\\/]index\.js)$/;

/**
 * The modules of the sign-in page, computed once from the module graph: the static closure of
 * `SIGN_IN_ROOTS`.
 */
function signInModules(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const members = new Set<string>();
  const stack = [...SIGN_IN_ROOTS];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`sign-in chunk: no module ${id}`);
    const imports = info.importedIds;
    // An index module is not a member itself: the group would bring all it re-exports along.
    if (LIBRARY_INDEX.test(id)) {
      stack.push(...imports.filter((i) => SIGN_IN_LIBRARY_PARTS.test(i)));
    } else {
      members.add(id);
      stack.push(...imports);
    }
  }
  return members;
}

let signIn: Set<string> | undefined;

/**
 * Lazy modules every page but the sign-in page loads at start: what `lazyPage` adds to each page (the
 * query cache provider, the other components' styles), the router's session start and the sign-in call
 * (fetched on the sign-in page when the form is first used, before any portal page).
 */
const EVERY_PAGE_ROOTS = [
  'lib/query-provider.tsx',
  'ui/styles/mantine-components.ts',
  'lib/query-client.ts',
  'lib/signed-out-path.ts',
  'features/auth/session-actions.ts',
  'features/auth/login-flow.ts',
]
  .map(src)
  .concat(path.resolve(import.meta.dirname, '../../packages/contract/src/api/auth.ts'));

/**
 * Chunks by use (issue 28; scripts/check-budget.mjs): one framework chunk, one chunk with everything
 * else the sign-in page runs (app shell code, the Mantine components and CSS it shows, i18next and the
 * core translations), so that it loads in three requests. The pages after sign-in are grouped by use
 * (chunk-uses.ts): a common `portal` chunk, one per portal, a few shared by features or by the staff
 * portals, and the pages, so that a page loads about ten files instead of sixty small ones.
 */
const groups: CodeSplittingGroup[] = [
  // Rolldown's runtime (CommonJS interop, used by React's modules) goes with the framework.
  {
    name: 'framework',
    test: (id) => FRAMEWORK.test(id) || /^\0rolldown[\\/]runtime/.test(id),
    priority: 30,
  },
  {
    name: (id, ctx) => ((signIn ??= signInModules(ctx)).has(id) ? 'sign-in' : null),
    debugName: 'sign-in',
    includeDependenciesRecursively: false,
    priority: 20,
  },
  // The member part of each language's catalogue (src/i18n/index.ts) in one chunk: its module and the
  // namespaces it holds that the core part does not (those stay with the core part). The whole catalogue
  // (`index.ts`) imports them from it, so a member page loads one translation file, another page two.
  {
    name: (id, ctx) => {
      const m = /[\\/]src[\\/]i18n[\\/](en|sp)[\\/]([\w-]+)\.(ts|json)$/.exec(id);
      if (!m) return null;
      if (m[2] === 'member') return `i18n-${m[1]}-member`;
      const importers = ctx.getModuleInfo(id)?.importers ?? [];
      const inPart = (part: string) =>
        importers.some((i) => new RegExp(`[\\\\/]i18n[\\\\/]${m[1]}[\\\\/]${part}\\.ts$`).test(i));
      return inPart('member') && !inPart('core') ? `i18n-${m[1]}-member` : null;
    },
    debugName: 'i18n-member',
    includeDependenciesRecursively: false,
    priority: 15,
  },
  ...chunksByUse({
    routes: src('app/routes.tsx'),
    everyPage: EVERY_PAGE_ROOTS,
    skip: SIGN_IN_ROOTS,
    priority: 10,
  }),
];

/**
 * Writes `.vite/module-chunks.json` (source path from apps/web, as in the manifest → output file) for
 * scripts/check-budget.mjs: a route module bundled into a group chunk has no manifest entry of its own.
 */
const moduleChunks: Plugin = {
  name: 'bp:module-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string> = {};
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk')
        for (const id of chunk.moduleIds)
          if (!id.includes('node_modules') && path.isAbsolute(id))
            chunks[
              path
                .relative(import.meta.dirname, id)
                .split(path.sep)
                .join('/')
            ] = chunk.fileName;
    this.emitFile({
      type: 'asset',
      fileName: '.vite/module-chunks.json',
      source: JSON.stringify(chunks),
    });
  },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), lazyContractPlugin(), moduleChunks],
  resolve: {
    // React Router's package exports resolve only its development build (remix-run/react-router#12532,
    // #14102): production bundles take the production build, without dev warnings and invariants' texts.
    alias:
      mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    // @mantine/dates at the root pulls a second copy of @mantine/core: keep one (the app's).
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: !!process.env.BP_SOURCEMAP,
    // Read by scripts/check-budget.mjs (entry and lazy-route closures), which removes it afterwards.
    manifest: true,
    rolldownOptions: {
      output: {
        // The sign-in page's prerender (scripts/prerender.mjs) is built for Node in one file.
        codeSplitting: isSsrBuild ? false : { groups },
      },
    },
  },
}));
