import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { PALETTE_STYLE_HASHES } from './src/lib/palette-css.ts';

// The public host of a deployment (PUBLIC_URL at build time, as the server reads it), trusted besides
// localhost so that Astro.url follows the Host header behind our server (STACK.md trap).
const publicHost = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).hostname : undefined;

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  security: {
    allowedDomains: [
      { hostname: 'localhost' },
      { hostname: '127.0.0.1' },
      ...(publicHost ? [{ hostname: publicHost }] : []),
    ],
  },
  // Under `astro dev` the API runs in the main server (npm start) on port 3000.
  vite: { server: { proxy: { '/api': 'http://localhost:3000' } } },
  devToolbar: { enabled: false },
  // A Content-Security-Policy with the hash of every script and style Astro emits (islands' hydration
  // included): no inline code runs unless the build put it there.
  // Astro sends it as a header on every page, in place of the default of api/src/http.ts.
  experimental: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "media-src 'self' blob: https:",
        // video.js (VHS) transmuxes segments in a worker made from a blob URL.
        "worker-src 'self' blob:",
        "connect-src 'self'",
        // video.js ships its control icons as a font inlined in its stylesheet (a data: URL).
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        // A meet's room is the video provider's prebuilt room in a frame (issue 22: 100ms).
        "frame-src 'self' https://*.app.100ms.live",
      ],
      // The admin's palette is one inline style of a fixed set (src/lib/palette-css.ts).
      styleDirective: { hashes: PALETTE_STYLE_HASHES },
    },
  },
});
