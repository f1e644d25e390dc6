import type { NavItem } from '@/components/layout/nav-types';
import { PENDING_REQUESTS_PATH } from '@/lib/pending-requests';

// SPEC §2 "Admin area" side menu.
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', description: 'Resumen del día', icon: 'dashboard', end: true },
  { to: '/admin/users', label: 'Clientes', description: 'Gestiona tus clientes', icon: 'users' },
  { to: '/admin/cuts', label: 'Cortes', description: 'Servicios y precios', icon: 'scissors' },
  // Issue 32: who cuts here, their cuts, hours and days off.
  { to: '/admin/barbers', label: 'Barberos', description: 'Equipo y horarios', icon: 'users' },
  { to: '/admin/appointments', label: 'Citas', description: 'Calendario de citas', icon: 'calendar' },
  // Issue 31 §3: the requests waiting from today on, whatever month; its badge counts them.
  { to: PENDING_REQUESTS_PATH, label: 'Solicitudes', description: 'Citas por confirmar', icon: 'checkCircle' },
  { to: '/admin/stats', label: 'Estadísticas', description: 'Ingresos y métricas', icon: 'chart' },
  { to: '/admin/config', label: 'Configuración', description: 'Datos del negocio', icon: 'settings' },
  { to: '/admin/activity', label: 'Actividad', description: 'Quién hizo qué', icon: 'history' },
  // Issue 31 §7: the barber's own name (the greeting, the header, Actividad) and password.
  { to: '/admin/profile', label: 'Mi Perfil', description: 'Tu nombre y tu acceso', icon: 'user' },
];
