import { Navigate } from 'react-router-dom';
import { INDEX, lazyLayout, lazyPage } from '../lazy-page';

// SPEC §2: /client (role client only) and its children.
export const clientRoutes = lazyLayout('client', () => import('./client-layout'), 'ClientLayout', [
  lazyPage(
    INDEX,
    () => import('./client-home-page'),
    'ClientHomePage',
    () => import('./home-prefetch').then((module) => module.loader),
  ),
  lazyPage('appointments', () => import('@/features/appointments/components/my-appointments'), 'MyAppointments'),
  // Optional ?cutId= preselects the service.
  lazyPage(
    'appointments/create',
    () => import('@/features/appointments/components/create-appointment'),
    'CreateAppointment',
  ),
  lazyPage(
    'appointments/edit/:appointmentId',
    () => import('@/features/appointments/components/edit-appointment'),
    'EditAppointment',
  ),
  lazyPage('history', () => import('@/features/appointments/components/appointment-history'), 'AppointmentHistory'),
  lazyPage('profile', () => import('@/features/profile/components/profile-page'), 'ProfilePage'),
  lazyPage('barbershop-info', () => import('@/features/barbershop-info/components/barbershop-info'), 'BarbershopInfo'),
  lazyPage('cuts', () => import('@/features/cuts/components/cut-list'), 'ClientCutList'),
  // SPEC §6: creating and editing cuts is the admin's; in the client area these lead back to the catalogue.
  { path: 'cuts/create', element: <Navigate to="/client/cuts" replace /> },
  { path: 'cuts/:cutId/edit', element: <Navigate to="/client/cuts" replace /> },
]);
