import { formatSlot12h } from '@common/validation/appointment';

type BarberSlotOptionsProps = {
  /** Every free time of the day, outside the hours too. */
  slots: readonly string[];
  /** The free times within the day's hours; the others are outside them (a break, a closed day, after closing). */
  withinHours: readonly string[];
  /** The start of the slot under way, when it is offered: the client in front of the barber. */
  underWay: string | null;
};

const label = (slot: string, underWay: string | null) =>
  slot === underWay ? `${formatSlot12h(slot)} (ahora)` : formatSlot12h(slot);

/**
 * The barber's time select: the free times within the hours, then those outside them in their own group
 * (picking one asks «Fuera del horario, ¿reservar igualmente?»), in 12-hour form, the one under way marked.
 */
export function BarberSlotOptions({ slots, withinHours, underWay }: BarberSlotOptionsProps) {
  const outside = slots.filter((slot) => !withinHours.includes(slot));
  const options = (list: readonly string[]) =>
    list.map((slot) => (
      <option key={slot} value={slot}>
        {label(slot, underWay)}
      </option>
    ));
  return (
    <>
      <option value="">{slots.length === 0 ? 'Sin horarios disponibles' : 'Selecciona una hora'}</option>
      {withinHours.length > 0 ? <optgroup label="En horario de atención">{options(withinHours)}</optgroup> : null}
      {outside.length > 0 ? <optgroup label="Fuera del horario">{options(outside)}</optgroup> : null}
    </>
  );
}
