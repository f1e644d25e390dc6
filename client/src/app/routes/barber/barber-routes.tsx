import { INDEX, lazyLayout, lazyPage } from '../lazy-page';

// Issue 32: /barber (role barber only): «Mi agenda», «Mi horario» and «Mi perfil».
export const barberRoutes = lazyLayout('barber', () => import('./barber-layout'), 'BarberLayout', [
  lazyPage(
    INDEX,
    () => import('@/features/calendar/components/barber-agenda'),
    'BarberAgenda',
    () => import('./agenda-prefetch').then((module) => module.loader),
  ),
  lazyPage('horario', () => import('./my-hours-route'), 'MyHoursRoute'),
  lazyPage('perfil', () => import('@/features/profile/components/barber-profile-page'), 'BarberProfilePage'),
]);
