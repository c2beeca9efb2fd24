import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One SPA for both consoles: the server serves dist/ at /backoffice/ and answers /manage/* and /account/*
// with dist/index.html, so every asset URL must be absolute under /backoffice/.
// Under `vite` (npm run dev) the consoles are served from the root, so /manage and /account open directly.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/backoffice/' : '/',
  plugins: [react()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI is one large vendor chunk (~330 KB gzipped) loaded after the first paint.
    chunkSizeWarningLimit: 1500,
    // The notifications bell loads after the first screen, and the sender and surveys screens are rare: their
    // chunks bring what they need themselves, instead of the first screen listing it to preload alongside
    // (bytes it pays for; tests/e2e/backoffice-weight.spec.ts holds the bell back).
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        /Notification(sBell|Sender)-|SurveysPage-/.test(filename) ? [] : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
