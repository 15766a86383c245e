// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildInfo } from './src/lib/build-info-integration.ts';

/**
 * Where builds keep what they can reuse (incremental page cache, Vite's dependency cache). Netlify keeps
 * node_modules between builds, so the default survives there; the local runtime gives each content store
 * its own (ASTRO_CACHE_DIR), outside the fresh directory every build writes to.
 */
const cacheDir = process.env.ASTRO_CACHE_DIR;

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'http://localhost:8888',
  output: 'static',
  // Content is read from the blob store at build time; keep the build self-contained and offline.
  integrations: [react(), buildInfo()],
  build: { format: 'directory', inlineStylesheets: 'always' },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  ...(cacheDir ? { cacheDir, vite: { cacheDir: `${cacheDir}/vite` } } : {}),
  // Dish pages whose content did not change (same cacheKey, same code) are copied from the last build.
  experimental: { incrementalBuild: true },
  devToolbar: { enabled: false },
});
