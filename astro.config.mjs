// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { adminServiceWorker } from './src/build/admin-service-worker.ts';
import { buildInfo } from './src/build/build-info-integration.ts';
import { reuseAdmin } from './src/build/reuse-admin-integration.ts';
import { scriptsAfterPaint } from './src/build/scripts-after-paint-integration.ts';
import { CONTENT_SECURITY_DIRECTIVES, securityHeaders } from './src/build/security-headers-integration.ts';

/**
 * Where builds keep what they can reuse. Netlify keeps node_modules between builds, so the defaults
 * survive there. The local runtime gives each content store its own page cache (ASTRO_CACHE_DIR, outside
 * the fresh directory every build writes to), and this checkout its own Vite cache (code, not content).
 */
const cacheDir = process.env.ASTRO_CACHE_DIR;
/** Local content rebuilds only: the previous build whose admin (code only, unchanged) is reused. */
const adminFrom = process.env.ASTRO_REUSE_ADMIN_FROM;

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'http://localhost:8888',
  output: 'static',
  // Content is read from the blob store at build time; keep the build self-contained and offline.
  // After reuseAdmin, which puts back an admin, those that read the finished pages; scriptsAfterPaint
  // before securityHeaders, which reads the policies it extends.
  integrations: [
    react(),
    buildInfo(),
    ...(adminFrom ? [reuseAdmin(adminFrom)] : []),
    adminServiceWorker(),
    scriptsAfterPaint(),
    securityHeaders(),
  ],
  // Every page gets a Content-Security-Policy with the hashes of its inline scripts (Astro's island
  // runtime among them); securityHeaders() serves the same policy as a header, with frame-ancestors.
  security: {
    csp: {
      directives: [...CONTENT_SECURITY_DIRECTIVES],
      // Inline styles stay allowed: the pages inline their CSS, and islands set style attributes.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  build: { format: 'directory', inlineStylesheets: 'always' },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  vite: {
    ...(cacheDir ? { cacheDir: './.astro/vite' } : {}),
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  },
  ...(cacheDir ? { cacheDir } : {}),
  // Dish pages whose content did not change (same cacheKey, same code) are copied from the last build.
  experimental: { incrementalBuild: true },
  devToolbar: { enabled: false },
});
