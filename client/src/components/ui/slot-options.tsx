import { formatSlot12h } from '@common/validation/appointment';

/** A time select's options: a prompt (or why there is none), then each free slot in 12-hour form. */
export function SlotOptions({ slots }: { slots: readonly string[] }) {
  return (
    <>
      <option value="">{slots.length === 0 ? 'Sin horarios disponibles' : 'Selecciona una hora'}</option>
      {slots.map((slot) => (
        <option key={slot} value={slot}>
          {formatSlot12h(slot)}
        </option>
      ))}
    </>
  );
}
