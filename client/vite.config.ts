import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appFilesOnly } from './app-files-plugin.ts';
import { graphqlDocumentsPerRoute } from './graphql-documents-plugin.ts';
import { rolePreload } from './role-preload-plugin.ts';
import { AGENDA_DAYS } from './src/features/calendar/api/agenda-week-length.ts';
import { startChunks } from './start-chunks-plugin.ts';
import { webAppManifest } from './web-app-manifest.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';
// The server opens its WebSocket to pages of its own origin only: the page here is Vite's, so the proxied
// socket says it comes from the server's.
const apiProxy = {
  '/graphql': { target: apiTarget, changeOrigin: true, ws: true, rewriteWsOrigin: true },
  '/api': { target: apiTarget, changeOrigin: true },
};

const generatedFile = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const appFiles = appFilesOnly(['main']);

// Decision 0043: each role's start (the GraphQL layout, the area's layout, its home and their loaders).
const graphqlLayout = ['src/app/routes/apollo-outlet.tsx', 'src/app/routes/session-prefetch.ts'];
const roleStarts = {
  CLIENT: {
    area: '/client',
    layout: [...graphqlLayout, 'src/app/routes/client/client-layout.tsx'],
    home: ['src/app/routes/client/home-prefetch.ts', 'src/app/routes/client/client-home-page.tsx'],
    areaQueries: ['Me'],
    homeQueries: ['ClientNextAppointment'],
  },
  BARBER: {
    area: '/barber',
    layout: [...graphqlLayout, 'src/app/routes/barber/barber-layout.tsx'],
    home: ['src/app/routes/barber/agenda-prefetch.ts', 'src/features/calendar/components/barber-agenda.tsx'],
    areaQueries: ['Me'],
    homeQueries: [],
    // The agenda's week starts on the shop's today: its query leaves once the public config names the zone.
    homeWeek: { query: 'BarberAgendaWeek', days: AGENDA_DAYS },
  },
  ADMIN: {
    area: '/admin',
    layout: [...graphqlLayout, 'src/app/routes/admin/admin-layout.tsx'],
    home: ['src/features/dashboard/components/admin-dashboard.tsx'],
    areaQueries: ['Me'],
    homeQueries: [],
  },
};
const starts = startChunks({
  root: clientRoot,
  main: 'src/app/main.tsx',
  others: ['src/graphiql/main.tsx'],
  roles: roleStarts,
});

// Two pages: the app (index.html) and the GraphQL explorer (graphiql.html).
export default defineConfig({
  root: clientRoot,
  plugins: [
    react(),
    graphqlDocumentsPerRoute(generatedFile),
    appFiles.plugin,
    starts.plugin,
    rolePreload({ root: clientRoot, script: 'role-preload', documents: generatedFile, roles: roleStarts }),
    // Decision 0040: our own service worker (push, precache, update on request); registered by
    // features/app-update once the first screen is up, never in development.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,ttf}'],
        // Workbox applies its size limit before our transform drops GraphiQL's Monaco (2.8 MB).
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [appFiles.transform],
      },
    }),
  ],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  optimizeDeps: {
    // These modules import Monaco workers with `?worker`, which only Vite's own
    // pipeline understands; they must not be pre-bundled.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // CommonJS code reached only from those (unscanned) workers still needs pre-bundling.
    include: ['nullthrows', 'picomatch-browser'],
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The GraphiQL page bundles the Monaco editor (~2.8 MB); the app itself stays far below this.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // graphiql's dependencies ship "use no memo" directives; harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
        'role-preload': fileURLToPath(new URL('./src/app/early/role-preload.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // Apollo Client and what it is built on, as one file: it comes with the first screen that
            // talks GraphQL (never with /login), and in one request rather than a dozen. A group takes its
            // modules' dependencies along, so what /login itself uses (React, and Apollo's error classes
            // read by lib/error-message) is claimed first by groups of its own.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'apollo-errors', test: /node_modules[\\/]@apollo[\\/]client[\\/]errors[\\/]/, priority: 20 },
            {
              name: 'apollo-client',
              test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|graphql-ws)[\\/]/,
              priority: 10,
            },
            ...starts.groups,
          ],
        },
      },
    },
  },
});
