/** SPEC §7: a rate as a percentage with 1 decimal ("66.7%"); Estadísticas and the dashboard write it alike. */
export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}
