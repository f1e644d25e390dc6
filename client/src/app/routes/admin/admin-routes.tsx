import { INDEX, lazyLayout, lazyPage } from '../lazy-page';

// SPEC §2: /admin (role admin only) and its children. /admin/config is listed
// twice in the spec's table; one route serves both entries.
export const adminRoutes = lazyLayout('admin', () => import('./admin-layout'), 'AdminLayout', [
  lazyPage(INDEX, () => import('@/features/dashboard/components/admin-dashboard'), 'AdminDashboard'),
  lazyPage('appointments', () => import('@/features/calendar/components/admin-calendar'), 'AdminCalendar'),
  lazyPage('requests', () => import('@/features/calendar/components/pending-requests'), 'PendingRequests'),
  lazyPage('stats', () => import('@/features/stats/components/business-stats'), 'BusinessStats'),
  lazyPage('users', () => import('@/features/clients/components/client-list'), 'ClientList'),
  lazyPage('users/:clientId', () => import('@/features/clients/components/client-page'), 'ClientPage'),
  lazyPage('config', () => import('@/features/business-config/components/business-config'), 'BusinessConfig'),
  lazyPage('activity', () => import('@/features/activity/components/activity-log'), 'ActivityLog'),
  lazyPage('profile', () => import('@/features/profile/components/admin-profile-page'), 'AdminProfilePage'),
  lazyPage('cuts', () => import('@/features/cuts/components/cut-list'), 'AdminCutList'),
  lazyPage('cuts/create', () => import('@/features/cuts/components/create-cut'), 'CreateCut'),
  lazyPage('cuts/:cutId/edit', () => import('@/features/cuts/components/edit-cut'), 'EditCut'),
  lazyPage('barbers', () => import('@/features/barbers/components/barbers-screen'), 'BarbersScreen'),
]);
