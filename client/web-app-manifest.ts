import type { ManifestOptions } from 'vite-plugin-pwa';

/** What a phone shows for the installed app; colours are tokens.css's --color-sidebar and --color-bg. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Barbería',
  short_name: 'Barbería',
  description: 'Reserva tu cita en la barbería y gestiona la agenda del día.',
  lang: 'es',
  dir: 'ltr',
  // Lands each role on its own home: the app's catch-all sends the signed-in to their area, the rest to /login.
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1c2023',
  background_color: '#f3f4f2',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
