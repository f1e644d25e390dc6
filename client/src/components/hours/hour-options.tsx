import { formatSlot12h, TIME_SLOTS } from '@common/validation/appointment';

/** Every half hour of the day as <option>s, shown in 12-hour time. */
export function HourOptions() {
  return TIME_SLOTS.map((slot) => (
    <option key={slot} value={slot}>
      {formatSlot12h(slot)}
    </option>
  ));
}
