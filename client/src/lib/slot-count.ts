/** '1 horario disponible', '3 horarios disponibles'. */
export const slotCountLabel = (count: number) =>
  `${count} ${count === 1 ? 'horario disponible' : 'horarios disponibles'}`;
