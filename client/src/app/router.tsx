import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { adminRoutes } from './routes/admin/admin-routes';
import { barberRoutes } from './routes/barber/barber-routes';
import { clientRoutes } from './routes/client/client-routes';
import { graphqlRoutes } from './routes/graphql-routes';
import { lazyPage } from './routes/lazy-page';
import { openRoutes, publicRoutes } from './routes/public/public-routes';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// SPEC §2 route table. The admin and client areas are lazy route modules, so
// each area's code is only downloaded when that area is visited; Apollo Client
// arrives with the first route that talks GraphQL (not with /login).
const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageStatus message="Cargando..." />,
    children: [
      { index: true, element: <Navigate to="/client" replace /> },
      publicRoutes,
      openRoutes,
      graphqlRoutes([
        adminRoutes,
        clientRoutes,
        barberRoutes,
        // The installed app's start_url (client/web-app-manifest.ts): each role's own home, or /login.
        lazyPage('app', () => import('@/features/auth/components/own-area-redirect'), 'OwnAreaRedirect'),
        lazyPage('*', () => import('@/features/auth/components/own-area-redirect'), 'OwnAreaRedirect'),
      ]),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
