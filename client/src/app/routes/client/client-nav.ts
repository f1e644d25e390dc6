import type { NavItem } from '@/components/layout/nav-types';

// SPEC §2 "Client area" screens reachable from the menu.
export const CLIENT_NAV: NavItem[] = [
  { to: '/client', label: 'Inicio', description: 'Tu panel', icon: 'home', end: true },
  {
    to: '/client/appointments/create',
    label: 'Agendar Cita',
    description: 'Reserva un servicio',
    icon: 'calendarPlus',
    end: true,
  },
  { to: '/client/appointments', label: 'Mis Citas', description: 'Tus próximas citas', icon: 'calendar', end: true },
  { to: '/client/history', label: 'Historial', description: 'Todas tus citas', icon: 'history' },
  { to: '/client/cuts', label: 'Servicios', description: 'Cortes y precios', icon: 'scissors' },
  { to: '/client/profile', label: 'Mi Perfil', description: 'Tus datos', icon: 'user' },
  { to: '/client/barbershop-info', label: 'La Barbería', description: 'Contacto y horarios', icon: 'info' },
];
