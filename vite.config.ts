import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { localizedManifests } from './scripts/localized-manifests';
import { APP_NAME } from './src-shared/web-manifest';

/** The installed app (spec §7): English here; each other language's copy is built beside it (localizedManifests). */
const manifest: Partial<ManifestOptions> = {
  name: APP_NAME,
  short_name: APP_NAME,
  description: 'Hotel housekeeping: room statuses, assignments, late checkouts and notes.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#1d4ed8',
  background_color: '#ffffff',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const API = 'http://localhost:3000';

const asApiOrigin: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyReq', (req) => {
    if (req.getHeader('origin') !== undefined) req.setHeader('origin', API);
  });
};

export default defineConfig({
  plugins: [
    // Generates src-client/routeTree.gen.ts; must run before the React transform.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src-client/routes',
      generatedRouteTree: './src-client/routeTree.gen.ts',
      quoteStyle: 'single',
      autoCodeSplitting: true,
    }),
    // Lingui macros (t, msg, Trans) are compiled by Babel before React sees the JSX.
    babel({
      include: /src-client\/.*\.[jt]sx?(?:$|\?)/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    // Lets the client import .po catalogs directly, so a fresh clone builds without `lingui compile`.
    lingui({ failOnCompileError: true }),
    tailwindcss(),
    // Installable offline app (spec §7, DESIGN §8): our own worker (src-client/sw.ts) gets the
    // list of built files to precache; the page registers it itself (src-client/offline/sw-registration.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-client',
      // The output is named after the entry: /service-worker.js.
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'] },
      manifest,
    }),
    localizedManifests(manifest),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // No preload lists for lazy chunks (issue 22 point 5): each chunk that lazy-loads another
    // carried the list of that one's dependencies (`__vite__mapDeps`), about 5 KB gzip on the
    // housekeeper's first download for screens she never opens (the desk's, the admin's). A
    // lazy screen now finds its imports as it loads (one more round trip on its first opening);
    // the service worker precaches every chunk, so an installed phone waits for none of them.
    modulePreload: false,
    // Everything the page imports before its first screen, one chunk (DESIGN §9 budget): the
    // lazy screens shared pieces of it, so it was cut into some 35 small files the phone
    // downloads together anyway, each gzipped alone (169.7 KB in 65 files; 158.7 in 29). Only
    // modules every page loads ('$initial') join it: no role downloads another's screen.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The housekeeper's phone screen and everything it imports that the first page has
            // not, one chunk: as ~45 lazy files gzipped one by one they were 44.4 KB, together
            // 34.2 (the budget failed at 174.1 KB; now 160.5). Other screens that share a piece
            // of it (a form field, the sign-in page's card) load this chunk too, ~20 KB they
            // did not need before; the service worker precaches every chunk anyway.
            { name: 'phone', test: /src-client[\\/]features[\\/]housekeeper[\\/](housekeeper|mobile)-dashboard\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // The API accepts writes from PUBLIC_URL's origin only (the API's own, by default); the
    // dev page lives on another port, so the proxy speaks for it. Dev only: nothing here ships.
    proxy: {
      '/api': { target: API, configure: asApiOrigin },
      '/trpc': { target: API, configure: asApiOrigin },
    },
  },
});
