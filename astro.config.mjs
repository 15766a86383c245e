// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'http://localhost:8888',
  output: 'static',
  // Content is read from the blob store at build time; keep the build self-contained and offline.
  integrations: [react()],
  build: { format: 'directory', inlineStylesheets: 'always' },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  devToolbar: { enabled: false },
});
