import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Controller, useWatch } from 'react-hook-form';
import { barberBookingFormSchema, walkInMessages, type BarberBookingFormValues } from '@common/validation/walk-in';
import type { ClosedDay } from '@common/booking/closures';
import { formatSlot12h } from '@common/validation/appointment';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { graphql } from '@/gql/gql';
import { bindFields } from '@/lib/bind-fields';
import { cutOptionLabel } from '@/lib/format-price';
import { shopDayAt, shopTimeAt, shopToday } from '@/lib/shop-date';
import { slotCountLabel } from '@/lib/slot-count';
import { useNow } from '@/lib/use-now';
import { useSchemaForm } from '@/lib/use-schema-form';
import { BarberFreeSlotsQuery } from '../api/barber-free-slots';
import { useCreateBarberAppointment } from '../api/use-create-barber-appointment';
import { useOwnBarberId } from '../hooks/use-own-barber';
import { useShopBarbers } from '@/lib/shop-barbers';
import { BarberSelect } from './barber-select';
import { longDay } from '../utils/long-day';
import { AppointmentFormModal } from './appointment-form-modal';
import { BarberSlotOptions } from './barber-slot-options';
import { ClientPicker } from './client-picker';

const NewAppointmentCutsQuery = graphql(`
  query NewAppointmentCuts {
    cuts {
      id
      name
      price
      duration
    }
  }
`);

const NONE_WITHIN_HOURS =
  'No quedan horarios en el horario de atención: los de «Fuera del horario» piden confirmación.';

type NewAppointmentModalProps = {
  date: string;
  /** Why the shop is closed that day, if it is: the barber may still book, once he confirms. */
  closed: ClosedDay | null;
  /** The barber of the column it was opened from; none: the admin's own barber (issue 32). */
  barberId?: string | null;
  onClose: () => void;
};

/**
 * Issue 15: from the day view, the barber books for a registered client (search) or for a name
 * and phone without an account. Only the times the server would accept are offered: from the one under way,
 * whatever the clients' notice and horizon (issue 31); a time outside the hours, in a break or on a closed day
 * is his to take once he answers «Fuera del horario, ¿reservar igualmente?».
 */
export function NewAppointmentModal({
  date,
  closed,
  barberId: columnBarberId = null,
  onClose,
}: NewAppointmentModalProps) {
  const createBarberAppointment = useCreateBarberAppointment();
  const confirm = useConfirm();
  const schema = useMemo(() => barberBookingFormSchema(shopToday()), []);
  const form = useSchemaForm(schema, {
    bookingFor: 'walkIn',
    clientId: '',
    walkInName: '',
    walkInPhone: '',
    cutId: '',
    date,
    time: '',
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const bind = bindFields(form);
  const [bookingFor, cutId, time] = useWatch({ control, name: ['bookingFor', 'cutId', 'time'] });

  const { barbers, several } = useShopBarbers();
  const ownBarberId = useOwnBarberId();
  const [chosenBarberId, setChosenBarberId] = useState<string | null>(columnBarberId);
  // With one barber nothing is sent: the server books for them, as before issue 32.
  const barberId = several ? (chosenBarberId ?? ownBarberId) || null : null;

  const { data: cutsData } = useQuery(NewAppointmentCutsQuery, { fetchPolicy: 'cache-and-network' });
  const {
    data: slotsData,
    loading: slotsLoading,
    refetch: refetchFreeSlots,
  } = useQuery(
    BarberFreeSlotsQuery,
    cutId ? { variables: { date, cutId, barberId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const withinHours = useMemo(() => (cutId ? (slotsData?.withinHours ?? []) : []), [cutId, slotsData]);
  const slots = useMemo(() => (cutId ? (slotsData?.wholeDay ?? []) : []), [cutId, slotsData]);
  // Only the slot under way is offered once started: the one that has, is the client in front of the barber.
  const now = useNow();
  const nowHere = shopTimeAt(now);
  const underWay = date === shopDayAt(now) ? (slots.find((slot) => slot <= nowHere) ?? null) : null;

  // A time no longer offered (other cut, taken meanwhile) is unselected.
  useEffect(() => {
    if (time && !slotsLoading && !slots.includes(time)) setValue('time', '');
  }, [time, slots, slotsLoading, setValue]);

  let slotHint = 'Elige un servicio para ver las horas libres.';
  if (cutId && slotsLoading && !slotsData) slotHint = 'Cargando horarios disponibles...';
  else if (cutId && slots.length === 0) slotHint = 'No quedan horarios disponibles para este día.';
  else if (cutId && withinHours.length === 0) slotHint = NONE_WITHIN_HOURS;
  else if (withinHours.length > 0) slotHint = slotCountLabel(withinHours.length);

  /** The barber's explicit yes to a time outside the hours; true when the time is within them. */
  const outsideHoursAccepted = (chosen: string) =>
    withinHours.includes(chosen)
      ? Promise.resolve(true)
      : confirm({
          title: walkInMessages.outsideHoursQuestion,
          message: closed
            ? `${closed.reason}. La cita de las ${formatSlot12h(chosen)} queda confirmada igualmente.`
            : `Las ${formatSlot12h(chosen)} quedan fuera del horario de atención o en un descanso. La cita queda confirmada igualmente.`,
          confirmLabel: 'Reservar igualmente',
        });

  const submit = async (values: BarberBookingFormValues) => {
    const outsideHours = !withinHours.includes(values.time);
    if (!(await outsideHoursAccepted(values.time))) return;
    const forClient = values.bookingFor === 'client';
    const created = await createBarberAppointment({
      input: {
        cutId: values.cutId,
        date: values.date,
        time: values.time,
        note: values.note?.trim() ? values.note.trim() : null,
        clientId: forClient ? values.clientId : null,
        walkInName: forClient ? null : values.walkInName,
        walkInPhone: forClient ? null : values.walkInPhone || null,
        outsideHours,
        barberId,
      },
    });
    if (created.ok) onClose();
    // Taken meanwhile (or refused by a rule): offer what is free now.
    else if (cutId) await refetchFreeSlots();
  };

  return (
    <AppointmentFormModal
      title="Nueva cita"
      description={`Para el ${longDay(date)}. Queda confirmada.`}
      form={form}
      onSubmit={submit}
      submitLabel="Crear cita"
      pendingLabel="Creando..."
      onClose={onClose}
    >
      <fieldset className="new-appointment__who">
        <legend>¿Para quién es?</legend>
        <label className="new-appointment__choice">
          <input type="radio" value="walkIn" {...register('bookingFor')} />
          Sin cuenta (en persona o por teléfono)
        </label>
        <label className="new-appointment__choice">
          <input type="radio" value="client" {...register('bookingFor')} />
          Cliente registrado
        </label>
      </fieldset>

      {bookingFor === 'client' ? (
        <Controller
          control={control}
          name="clientId"
          render={({ field }) => (
            <ClientPicker value={field.value} onChange={field.onChange} error={errors.clientId?.message} />
          )}
        />
      ) : (
        <div className="new-appointment__pair">
          <TextField label="Nombre" autoComplete="off" {...bind('walkInName')} />
          <TextField label="Teléfono (opcional)" type="tel" autoComplete="off" {...bind('walkInPhone')} />
        </div>
      )}

      {several && barberId ? <BarberSelect barbers={barbers} value={barberId} onChange={setChosenBarberId} /> : null}

      <div className="new-appointment__pair">
        <SelectField label="Servicio" {...bind('cutId')}>
          <option value="">Selecciona un servicio</option>
          {(cutsData?.cuts ?? []).map((cut) => (
            <option key={cut.id} value={cut.id}>
              {cutOptionLabel(cut)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Hora" {...bind('time')} disabled={slots.length === 0} hint={slotHint}>
          <BarberSlotOptions slots={slots} withinHours={withinHours} underWay={underWay} />
        </SelectField>
      </div>

      <TextareaField label="Nota (opcional)" rows={2} {...bind('note')} />
    </AppointmentFormModal>
  );
}
