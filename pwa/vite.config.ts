import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { RUNTIME_CACHES } from './src/offline/caches.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = 'http://localhost:3000';

/**
 * The gallery offline (README "Gallery"): the last pages of the list, fresh when the network answers
 * within 3 s, else as last seen.
 */
const galleryPageOptions = {
  networkTimeoutSeconds: 3,
  expiration: { maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 },
  cacheableResponse: { statuses: [200] },
  plugins: [
    {
      // An answer the network did not give says so, for the page's offline notice.
      cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
        if (!cachedResponse) return cachedResponse;
        const headers = new Headers(cachedResponse.headers);
        headers.set('X-Served-From', 'cache');
        return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
      },
    },
  ],
};

export default defineConfig({
  root: here,
  publicDir: path.join(here, 'public'),
  build: {
    outDir: path.resolve(here, '../dist/pwa'),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  // `npm run dev`: Vite serves the client with hot reload and hands everything else to the API.
  server: {
    port: 5173,
    proxy: { '/api': api, '/storage': api, '/healthz': api, '/dev': api },
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // Registered from src/main.tsx: the CSP allows no inline script.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Studio 18 — AI image & video studio',
        short_name: 'Studio 18',
        description:
          'Create AI images and videos: free FLUX generator, image remix, Magic Prompter and a community gallery. Adults only (18+).',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The page background (--bg in src/styles/tokens.css) and index.html's theme-color: one colour from
        // splash screen to first paint.
        background_color: '#0a0a10',
        theme_color: '#0a0a10',
        categories: ['photo', 'graphics', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Magic Prompter',
            short_name: 'Prompter',
            description: 'Turn a short idea into a detailed prompt',
            url: '/magic-prompter',
            icons: [{ src: '/icons/shortcut-magic-prompter.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'FREE FLUX',
            short_name: 'FREE FLUX',
            description: 'Generate an image for free',
            url: '/free-txt2img',
            icons: [{ src: '/icons/shortcut-free-flux.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ico}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/storage\//, /^\/healthz/, /^\/dev\//, /^\/simple-admin\.html$/],
        cleanupOutdatedCaches: true,
        // Web Push (a job ended): the push and notificationclick handlers, a file of public/ (no inline script).
        importScripts: ['/push-sw.js'],
        // The gallery offline (README "Gallery"): the last pages of the list, and the files it showed.
        runtimeCaching: [
          {
            // A member's pages (their own items first, with their prompts and signed links) are kept apart
            // from the shared gallery's, so signing out can drop them and leave the shared one
            // (src/offline/forget.ts). A member's request carries their token, or, while the session is
            // only remembered offline, the X-Gallery-Viewer header (MEMBER_VIEW_HEADER in src/api/client.ts).
            // The matcher is copied into the service worker as source: it names the header itself.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              url.pathname === '/api/v1/gallery' &&
              (request.headers.has('authorization') || request.headers.has('x-gallery-viewer')),
            handler: 'NetworkFirst',
            options: { ...galleryPageOptions, cacheName: RUNTIME_CACHES.memberGalleryPages },
          },
          {
            // The shared gallery, as a visitor sees it.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/v1/gallery',
            handler: 'NetworkFirst',
            options: { ...galleryPageOptions, cacheName: RUNTIME_CACHES.galleryPages },
          },
          {
            // Shared files and their thumbnails: their names change with their content.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/storage/v1/object/public/gallery/'),
            handler: 'CacheFirst',
            options: {
              cacheName: RUNTIME_CACHES.galleryMedia,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              rangeRequests: true,
            },
          },
          {
            // Members' own files: signed URLs change while the file does not, so the signature is not
            // part of the key. Anonymous outputs (anon/…) never enter the gallery and are not kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/storage\/v1\/object\/sign\/generations\/(?!anon\/)/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: RUNTIME_CACHES.memberMedia,
              matchOptions: { ignoreSearch: true },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              rangeRequests: true,
            },
          },
        ],
      },
    }),
  ],
});
