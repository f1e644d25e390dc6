/** SPEC §1: currency with a dollar sign ('$25.00'). */
export function formatPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** SPEC §1: durations in minutes ('30 min'). */
export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** How a cut reads in a service select: 'Corte clásico · $25.00 · 30 min'. */
export function cutOptionLabel(cut: { name: string; price: number; duration: number }): string {
  return `${cut.name} · ${formatPrice(cut.price)} · ${formatDuration(cut.duration)}`;
}
