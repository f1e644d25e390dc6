import type { NavItem } from '@/components/layout/nav-types';

// SPEC §2 "Public layout".
export const PUBLIC_NAV: NavItem[] = [
  { to: '/login', label: 'Iniciar Sesión', description: 'Accede a tu cuenta', icon: 'login' },
  { to: '/register', label: 'Registrarse', description: 'Crea tu cuenta', icon: 'userPlus' },
];
