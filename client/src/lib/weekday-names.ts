/** ISO weekday order: index 0 is Monday (1) … index 6 Sunday (7). */
export const WEEKDAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
