import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One SPA for both consoles: the server serves dist/ at /backoffice/ and answers /manage/* and /account/*
// with dist/index.html, so every asset URL must be absolute under /backoffice/.
// Under `vite` (npm run dev) the consoles are served from the root, so /manage and /account open directly.
const RARE_CHUNKS =
  /(Notification(sBell|Sender)|SurveysPage|AdvertisingPage|LeadsPage|CognitionScreen|OpenLabPage|IdeasPage|LeanTestsPage)-/;

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
    // The notifications bell loads after the first screen, and the sender and the optional modules' screens
    // are rare: their chunks bring what they need themselves, instead of the first screen listing it to
    // preload alongside (bytes it pays for; tests/e2e/backoffice-weight.spec.ts holds the bell back).
    // Small pieces every console screen uses, which the many lazy screens would otherwise each split into
    // a chunk of its own (each a request and a few hundred bytes of wrapping on the first screen).
    rollupOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'console-base',
              test: new RegExp(
                [
                  'react-transition-group',
                  '@mui/material/(IconButton|SvgIcon|Box|utils/createSvgIcon|styles/useThemeProps|ListItemText/listItemTextClasses)',
                  '@mui/icons-material/(Add|ChevronRight|Close|ContentCopy|OpenInNew)\\.',
                  '@mui/utils/visuallyHidden',
                  '@tanstack/react-query/build/modern/QueryClientProvider',
                  'ra-core/dist/(notification/(useNotify|useAddNotificationContext)|core/OptionalResourceContextProvider|dataProvider/HttpError|i18n/useLocaleState)',
                ]
                  .map((path) => `node_modules[\\\\/]${path.replaceAll('/', '[\\\\/]')}`)
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
    modulePreload: {
      resolveDependencies: (filename, deps) => (RARE_CHUNKS.test(filename) ? [] : deps),
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
