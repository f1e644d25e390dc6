import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { moveAppointmentSchema, type MoveAppointmentValues } from '@common/validation/appointment';
import { SelectField } from '@/components/ui/select-field';
import { SlotOptions } from '@/components/ui/slot-options';
import { TextField } from '@/components/ui/text-field';
import { bindFields } from '@/lib/bind-fields';
import { AvailableSlotsQuery, useRefetchFreeSlots } from '@/lib/free-slots';
import { shopToday } from '@/lib/shop-date';
import { slotCountLabel } from '@/lib/slot-count';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useShopBarbers } from '@/lib/shop-barbers';
import { useMoveAppointment } from '../api/use-move-appointment';
import { BarberSelect } from './barber-select';
import { AppointmentFormModal } from './appointment-form-modal';

export type MoveTarget = {
  id: string;
  label: string;
  cutId: string;
  date: string;
  time: string;
  barberId: string | null;
  barberName: string;
};

type MoveAppointmentModalProps = { appointment: MoveTarget; onClose: () => void };

/** 'Mover': another day or time for an appointment, among the times the server would accept for it. */
export function MoveAppointmentModal({ appointment, onClose }: MoveAppointmentModalProps) {
  const moveAppointment = useMoveAppointment();
  const refetchFreeSlots = useRefetchFreeSlots();
  const today = shopToday();
  const schema = useMemo(() => moveAppointmentSchema(today), [today]);
  // Same day to start with; the time is the one thing to choose (its current one would change nothing).
  const form = useSchemaForm(schema, { date: appointment.date, time: '' });
  const { control, setValue } = form;
  const bind = bindFields(form);
  const [date, time] = useWatch({ control, name: ['date', 'time'] });
  // Issue 32: the appointment keeps its barber unless another is chosen, which is a reassignment.
  const { barbers, byId, several } = useShopBarbers();
  const [barberId, setBarberId] = useState(appointment.barberId ?? '');
  const askBarber = several && barbers.length > 0;
  const reassignedTo = askBarber && barberId && barberId !== appointment.barberId ? byId.get(barberId) : undefined;

  const ready = Boolean(date) && date >= today;
  const { data, loading } = useQuery(
    AvailableSlotsQuery,
    ready
      ? {
          variables: {
            date,
            cutId: appointment.cutId,
            appointmentId: appointment.id,
            barberId: askBarber && barberId ? barberId : null,
          },
          fetchPolicy: 'network-only',
        }
      : skipToken,
  );
  const slots = useMemo(() => (ready ? (data?.availableSlots ?? []) : []), [ready, data]);

  // A time the new day does not offer is unselected.
  useEffect(() => {
    if (time && !loading && data && !slots.includes(time)) setValue('time', '');
  }, [time, slots, loading, data, setValue]);

  let hint = 'Elige un día para ver las horas libres.';
  if (ready && loading && !data) hint = 'Cargando horarios disponibles...';
  else if (ready && data && slots.length === 0)
    hint = 'No quedan horarios disponibles para este día. Elige otra fecha.';
  else if (slots.length > 0) hint = slotCountLabel(slots.length);

  const submit = async (values: MoveAppointmentValues) => {
    const moved = await moveAppointment({
      id: appointment.id,
      input: { date: values.date, time: values.time, ...(reassignedTo ? { barberId: reassignedTo.id } : {}) },
    });
    if (moved.ok) onClose();
    // Taken meanwhile, or refused by a rule: offer what is free now.
    else await refetchFreeSlots();
  };

  return (
    <AppointmentFormModal
      title="Mover cita"
      description={`${appointment.label}. El cliente recibe la nueva hora por correo.`}
      form={form}
      onSubmit={submit}
      submitLabel="Mover cita"
      pendingLabel="Moviendo..."
      onClose={onClose}
    >
      {askBarber ? (
        <BarberSelect
          barbers={
            // A barber deactivated since still shows as where it is now.
            byId.has(appointment.barberId ?? '') || !appointment.barberId
              ? barbers
              : [
                  {
                    id: appointment.barberId,
                    name: appointment.barberName,
                    bio: null,
                    color: '',
                    cutIds: [],
                    userId: null,
                  },
                  ...barbers,
                ]
          }
          value={barberId}
          onChange={setBarberId}
        />
      ) : null}
      {reassignedTo ? (
        <p className="new-appointment__reassign" role="status">
          Pasará de {appointment.barberName} a {reassignedTo.name}.
        </p>
      ) : null}

      <div className="new-appointment__pair">
        <TextField label="Fecha" type="date" min={today} {...bind('date')} />
        <SelectField label="Hora" {...bind('time')} disabled={slots.length === 0} hint={hint}>
          <SlotOptions slots={slots} />
        </SelectField>
      </div>
    </AppointmentFormModal>
  );
}
