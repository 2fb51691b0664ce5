import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// The API process serves the result under /console (apps/api/src/http/console-app): hashed names under
// assets/ are cached for a year, and the manifest tells the build script what the first load is.
export default defineConfig({
  root: here('.'),
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: { '@forms/console-client': here('../../libs/console-client/src/index.ts') },
  },
  build: {
    outDir: here('../../dist/apps/console'),
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    // Everything is served from this origin under a strict Content-Security-Policy: no inlined fonts or
    // images that a stylesheet would have to carry as data: URLs.
    assetsInlineLimit: 0,
  },
  logLevel: 'warn',
});
