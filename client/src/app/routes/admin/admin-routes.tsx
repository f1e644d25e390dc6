import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy-page';

// SPEC §2: /admin (role admin only) and its children. /admin/config is listed
// twice in the spec's table; one route serves both entries.
export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: lazyPage(
    () => import('./admin-layout'),
    (m) => <m.AdminLayout />,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('@/features/dashboard/components/admin-dashboard'),
        (m) => <m.AdminDashboard />,
      ),
    },
    {
      path: 'appointments',
      lazy: lazyPage(
        () => import('@/features/calendar/components/admin-calendar'),
        (m) => <m.AdminCalendar />,
      ),
    },
    {
      path: 'stats',
      lazy: lazyPage(
        () => import('@/features/stats/components/business-stats'),
        (m) => <m.BusinessStats />,
      ),
    },
    {
      path: 'users',
      lazy: lazyPage(
        () => import('@/features/clients/components/client-list'),
        (m) => <m.ClientList />,
      ),
    },
    {
      path: 'config',
      lazy: lazyPage(
        () => import('@/features/business-config/components/business-config'),
        (m) => <m.BusinessConfig />,
      ),
    },
    {
      path: 'activity',
      lazy: lazyPage(
        () => import('@/features/activity/components/activity-log'),
        (m) => <m.ActivityLog />,
      ),
    },
    {
      path: 'cuts',
      lazy: lazyPage(
        () => import('@/features/cuts/components/cut-list'),
        (m) => <m.CutList area="admin" />,
      ),
    },
    {
      path: 'cuts/create',
      lazy: lazyPage(
        () => import('@/features/cuts/components/create-cut'),
        (m) => <m.CreateCut />,
      ),
    },
    {
      path: 'cuts/:cutId/edit',
      lazy: lazyPage(
        () => import('@/features/cuts/components/edit-cut'),
        (m) => <m.EditCut />,
      ),
    },
  ],
};
