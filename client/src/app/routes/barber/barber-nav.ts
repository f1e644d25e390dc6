import type { NavItem } from '@/components/layout/nav-types';
import { BARBER_HOME } from '@/lib/area-paths';

// Issue 32: a barber's own corner of the app (their agenda, their week, their account); the rest is the admin's.
export const BARBER_NAV: NavItem[] = [
  { to: BARBER_HOME, label: 'Mi agenda', description: 'Tus citas de hoy y de la semana', icon: 'calendar', end: true },
  {
    to: `${BARBER_HOME}/horario`,
    label: 'Mi horario',
    description: 'Tus horas, descansos y días libres',
    icon: 'clock',
  },
  { to: `${BARBER_HOME}/perfil`, label: 'Mi perfil', description: 'Tu nombre y tu acceso', icon: 'user' },
];
