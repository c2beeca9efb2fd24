/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by api/src/server.ts; under `astro dev` the middleware builds a fetch-based stand-in. */
    platea: import('./lib/types.ts').PlateaLocals;
    /** The visitor's language, resolved by the middleware. */
    locale: import('./i18n/index.ts').Locale;
    /** The clock dates are shown in (lib/preferences.ts): this browser's choice, the profile's, or the site's. */
    timezone: string;
    /** The display currency chosen in the navigation bar, when its selector is on; else null. */
    currency: string | null;
  }
}

/** The quality menu plugin registers itself on video.js; it ships no types. */
declare module 'videojs-contrib-quality-menu';

interface Window {
  /** Read by video.js when it loads: true keeps it from adding a <style> element the page's CSP forbids. */
  VIDEOJS_NO_DYNAMIC_STYLE?: boolean;
}
