import { useEffect, useMemo, type ReactNode } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { weeklyClosedOn } from '@common/booking/closures';
import type { DayHours } from '@common/opening-hours';
import { appointmentMessages, isIsoDate } from '@common/validation/appointment';
import { SelectField } from '@/components/ui/select-field';
import { SlotOptions } from '@/components/ui/slot-options';
import { errorMessage } from '@/lib/error-message';
import { AvailableSlotsQuery } from '@/lib/free-slots';
import { slotCountLabel } from '@/lib/slot-count';

type TimeSlotSelectProps = {
  cutId: string;
  date: string;
  today: string;
  /** The appointment being edited: its own slot is offered too. */
  appointmentId?: string;
  openingHours: readonly DayHours[];
  value: string;
  onChange: (time: string) => void;
  onBlur: () => void;
  error?: string;
  name: string;
  /** Why the shop's rules close this date (closed date, beyond the horizon), if they do. */
  notice?: string;
};

/**
 * SPEC §2/§5: the hour select offers only the slots still free that day for that cut, in 12-hour
 * AM/PM, and says so when there are none (closed day, full day, past date).
 */
export function TimeSlotSelect({
  cutId,
  date,
  today,
  appointmentId,
  openingHours,
  value,
  onChange,
  onBlur,
  error,
  name,
  notice,
}: TimeSlotSelectProps) {
  const ready = Boolean(cutId) && isIsoDate(date) && date >= today;
  const {
    data,
    loading,
    error: slotsError,
    refetch,
  } = useQuery(
    AvailableSlotsQuery,
    ready
      ? { variables: { date, cutId, appointmentId: appointmentId ?? null }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const available = data?.availableSlots;
  const slots = useMemo(() => (ready && available ? available : []), [ready, available]);
  const settled = ready && !loading && Boolean(data);

  // A slot that is no longer offered (other date, other cut, taken meanwhile) is unselected.
  useEffect(() => {
    if (value && (settled || !ready) && !slots.includes(value)) onChange('');
  }, [value, settled, ready, slots, onChange]);

  const closed = isIsoDate(date) && weeklyClosedOn(openingHours, date);

  let hint: ReactNode;
  if (!cutId || !isIsoDate(date)) hint = 'Elige un servicio y una fecha para ver las horas disponibles.';
  else if (date < today) hint = appointmentMessages.dateInPast;
  else if (slotsError && !data) {
    hint = (
      <>
        {errorMessage(slotsError, 'Error al cargar los horarios')}{' '}
        <button type="button" className="field__hint-action" onClick={() => void refetch().catch(() => undefined)}>
          Reintentar
        </button>
      </>
    );
  } else if (!data && loading) hint = 'Cargando horarios disponibles...';
  else if (closed) hint = `${appointmentMessages.closedDay}. Elige otra fecha.`;
  else if (notice && settled && slots.length === 0) hint = notice;
  else if (settled && slots.length === 0) hint = 'No quedan horarios disponibles para este día. Elige otra fecha.';
  else if (slots.length > 0) hint = slotCountLabel(slots.length);

  return (
    <SelectField
      label="Hora"
      name={name}
      value={slots.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={slots.length === 0}
      error={error}
      hint={hint}
    >
      <SlotOptions slots={slots} />
    </SelectField>
  );
}
