const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The example the settings give: a booking ending at 10:00, and how long the grid keeps free after it. */
const EXAMPLE_END = 10 * 60;

/**
 * What the buffer costs on the grid (issue 31): the next time offered is the end plus the buffer, rounded up
 * to the step, so a short buffer can cost a whole step.
 */
export function bufferCostHint(step: number, buffer: number): string {
  if (!Number.isInteger(buffer) || buffer <= 0) return `Las horas se ofrecen cada ${step} minutos desde la apertura.`;
  const next = Math.ceil((EXAMPLE_END + buffer) / step) * step;
  return (
    `Con pasos de ${step} minutos, un margen de ${buffer} minutos hace que, si una cita acaba a las ${clock(EXAMPLE_END)}, ` +
    `la siguiente hora libre sea las ${clock(next)}: ${next - EXAMPLE_END} minutos sin reservar.`
  );
}
