import { useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Controller, useWatch } from 'react-hook-form';
import { barberBookingFormSchema, type BarberBookingFormValues } from '@common/validation/walk-in';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { SlotOptions } from '@/components/ui/slot-options';
import { TextareaField } from '@/components/ui/textarea-field';
import { graphql } from '@/gql/gql';
import { bindFields } from '@/lib/bind-fields';
import { cutOptionLabel } from '@/lib/format-price';
import { AvailableSlotsQuery, useRefetchFreeSlots } from '@/lib/free-slots';
import { shopToday } from '@/lib/shop-date';
import { slotCountLabel } from '@/lib/slot-count';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateBarberAppointment } from '../api/use-create-barber-appointment';
import { longDay } from '../utils/month-grid';
import { AppointmentFormModal } from './appointment-form-modal';
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

type NewAppointmentModalProps = {
  date: string;
  onClose: () => void;
};

/**
 * Issue 15: from the day view, the barber books for a registered client (search) or for a name
 * and phone without an account. Only the times the server would accept are offered.
 */
export function NewAppointmentModal({ date, onClose }: NewAppointmentModalProps) {
  const createBarberAppointment = useCreateBarberAppointment();
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

  const { data: cutsData } = useQuery(NewAppointmentCutsQuery, { fetchPolicy: 'cache-and-network' });
  const { data: slotsData, loading: slotsLoading } = useQuery(
    AvailableSlotsQuery,
    cutId ? { variables: { date, cutId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const refetchFreeSlots = useRefetchFreeSlots();
  const slots = useMemo(() => (cutId ? (slotsData?.availableSlots ?? []) : []), [cutId, slotsData]);

  // A time no longer offered (other cut, taken meanwhile) is unselected.
  useEffect(() => {
    if (time && !slotsLoading && !slots.includes(time)) setValue('time', '');
  }, [time, slots, slotsLoading, setValue]);

  let slotHint = 'Elige un servicio para ver las horas libres.';
  if (cutId && slotsLoading && !slotsData) slotHint = 'Cargando horarios disponibles...';
  else if (cutId && slots.length === 0) slotHint = 'No quedan horarios disponibles para este día.';
  else if (slots.length > 0) slotHint = slotCountLabel(slots.length);

  const submit = async (values: BarberBookingFormValues) => {
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
      },
    });
    if (created.ok) onClose();
    // Taken meanwhile (or refused by a rule): offer what is free now.
    else await refetchFreeSlots();
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
          <SlotOptions slots={slots} />
        </SelectField>
      </div>

      <TextareaField label="Nota (opcional)" rows={2} {...bind('note')} />
    </AppointmentFormModal>
  );
}
