import type { BarberColor } from '@common/validation/barber';

/** How the colour picker names each tone. */
export const COLOR_NAMES: Record<BarberColor, string> = {
  green: 'Verde',
  blue: 'Azul',
  amber: 'Ámbar',
  violet: 'Violeta',
  teal: 'Turquesa',
  rose: 'Rosa',
};
