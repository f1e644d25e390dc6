import type { Shortcut } from '@/components/ui/shortcut-cards';

/** SPEC §2: three shortcut cards (appointments, clients, services). */
export const DASHBOARD_SHORTCUTS: Shortcut[] = [
  { to: '/admin/appointments', title: 'Citas', text: 'Confirma, rechaza y completa', icon: 'calendar' },
  { to: '/admin/users', title: 'Clientes', text: 'Consulta y administra', icon: 'users' },
  { to: '/admin/cuts', title: 'Servicios', text: 'Cortes, precios y duración', icon: 'scissors' },
];
