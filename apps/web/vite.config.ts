import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vendor groups. The entry keeps React, the router, i18n, Query and our shell code; Mantine core
 * (large, shared by every page) gets a chunk of its own so the entry stays within its 120 KB budget.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|store|notifications|modals)[\\/]/,
    priority: 30,
  },
  {
    name: 'floating',
    test: /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|tabbable|get-nonce|detect-node-es|react-number-format|clsx)[\\/]/,
    priority: 25,
  },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @mantine/dates at the root pulls a second copy of @mantine/core: keep one (the app's).
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
