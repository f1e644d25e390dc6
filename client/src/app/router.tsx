import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { OwnAreaRedirect } from '@/features/auth/components/own-area-redirect';
import { adminRoutes } from './routes/admin/admin-routes';
import { clientRoutes } from './routes/client/client-routes';
import { privacyRoute } from './routes/public/privacy-route';
import { mailLinkRoutes, publicRoutes } from './routes/public/public-routes';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// SPEC §2 route table. The admin and client areas are lazy route modules, so
// each area's code is only downloaded when that area is visited.
const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageStatus message="Cargando..." />,
    children: [
      { index: true, element: <Navigate to="/client" replace /> },
      publicRoutes,
      privacyRoute,
      mailLinkRoutes,
      adminRoutes,
      clientRoutes,
      { path: '*', element: <OwnAreaRedirect /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
