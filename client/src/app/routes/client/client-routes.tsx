import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy-page';

// SPEC §2: /client (role client only) and its children.
export const clientRoutes: RouteObject = {
  path: 'client',
  lazy: lazyPage(
    () => import('./client-layout'),
    (m) => <m.ClientLayout />,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./client-home-page'),
        (m) => <m.ClientHomePage />,
      ),
    },
    {
      path: 'appointments',
      lazy: lazyPage(
        () => import('@/features/appointments/components/my-appointments'),
        (m) => <m.MyAppointments />,
      ),
    },
    // Optional ?cutId= preselects the service.
    {
      path: 'appointments/create',
      lazy: lazyPage(
        () => import('@/features/appointments/components/create-appointment'),
        (m) => <m.CreateAppointment />,
      ),
    },
    {
      path: 'appointments/edit/:appointmentId',
      lazy: lazyPage(
        () => import('@/features/appointments/components/edit-appointment'),
        (m) => <m.EditAppointment />,
      ),
    },
    {
      path: 'history',
      lazy: lazyPage(
        () => import('@/features/appointments/components/appointment-history'),
        (m) => <m.AppointmentHistory />,
      ),
    },
    {
      path: 'profile',
      lazy: lazyPage(
        () => import('@/features/profile/components/profile-page'),
        (m) => <m.ProfilePage />,
      ),
    },
    {
      path: 'barbershop-info',
      lazy: lazyPage(
        () => import('@/features/barbershop-info/components/barbershop-info'),
        (m) => <m.BarbershopInfo />,
      ),
    },
    {
      path: 'cuts',
      lazy: lazyPage(
        () => import('@/features/cuts/components/cut-list'),
        (m) => <m.CutList area="client" />,
      ),
    },
    // SPEC §6: creating and editing cuts is the admin's; in the client area these lead back to the catalogue.
    { path: 'cuts/create', element: <Navigate to="/client/cuts" replace /> },
    { path: 'cuts/:cutId/edit', element: <Navigate to="/client/cuts" replace /> },
  ],
};
