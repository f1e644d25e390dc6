import { useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatSlot12h } from '@common/validation/appointment';
import { barberBookingFormSchema, type BarberBookingFormValues } from '@common/validation/walk-in';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { graphql } from '@/gql/gql';
import { formatDuration, formatPrice } from '@/lib/format-price';
import { shopToday } from '@/lib/shop-date';
import { useCreateBarberAppointment } from '../api/use-create-barber-appointment';
import { longDay } from '../utils/month-grid';
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

const NewAppointmentSlotsQuery = graphql(`
  query NewAppointmentSlots($date: String!, $cutId: ID!) {
    availableSlots(date: $date, cutId: $cutId)
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
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BarberBookingFormValues>({
    resolver: yupResolver(schema),
    defaultValues: { bookingFor: 'walkIn', clientId: '', walkInName: '', walkInPhone: '', cutId: '', date, time: '' },
  });
  const [bookingFor, cutId, time] = useWatch({ control, name: ['bookingFor', 'cutId', 'time'] });

  const { data: cutsData } = useQuery(NewAppointmentCutsQuery, { fetchPolicy: 'cache-and-network' });
  const { data: slotsData, loading: slotsLoading } = useQuery(
    NewAppointmentSlotsQuery,
    cutId ? { variables: { date, cutId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const slots = useMemo(() => (cutId ? (slotsData?.availableSlots ?? []) : []), [cutId, slotsData]);

  // A time no longer offered (other cut, taken meanwhile) is unselected.
  useEffect(() => {
    if (time && !slotsLoading && !slots.includes(time)) setValue('time', '');
  }, [time, slots, slotsLoading, setValue]);

  let slotHint = 'Elige un servicio para ver las horas libres.';
  if (cutId && slotsLoading && !slotsData) slotHint = 'Cargando horarios disponibles...';
  else if (cutId && slots.length === 0) slotHint = 'No quedan horarios disponibles para este día.';
  else if (slots.length > 0)
    slotHint = `${slots.length} ${slots.length === 1 ? 'horario disponible' : 'horarios disponibles'}`;

  const submit = async (values: BarberBookingFormValues) => {
    const forClient = values.bookingFor === 'client';
    const ok = await createBarberAppointment({
      cutId: values.cutId,
      date: values.date,
      time: values.time,
      note: values.note?.trim() ? values.note.trim() : null,
      clientId: forClient ? values.clientId : null,
      walkInName: forClient ? null : values.walkInName,
      walkInPhone: forClient ? null : values.walkInPhone || null,
    });
    if (ok) onClose();
  };

  return (
    <Modal open onClose={onClose} title="Nueva cita" description={`Para el ${longDay(date)}. Queda confirmada.`}>
      <form className="new-appointment" onSubmit={handleSubmit(submit)} noValidate>
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
            <TextField
              label="Nombre"
              autoComplete="off"
              {...register('walkInName')}
              error={errors.walkInName?.message}
            />
            <TextField
              label="Teléfono (opcional)"
              type="tel"
              autoComplete="off"
              {...register('walkInPhone')}
              error={errors.walkInPhone?.message}
            />
          </div>
        )}

        <div className="new-appointment__pair">
          <SelectField label="Servicio" {...register('cutId')} error={errors.cutId?.message}>
            <option value="">Selecciona un servicio</option>
            {(cutsData?.cuts ?? []).map((cut) => (
              <option key={cut.id} value={cut.id}>
                {cut.name} · {formatPrice(cut.price)} · {formatDuration(cut.duration)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Hora"
            {...register('time')}
            disabled={slots.length === 0}
            error={errors.time?.message}
            hint={slotHint}
          >
            <option value="">{slots.length === 0 ? 'Sin horarios disponibles' : 'Selecciona una hora'}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot12h(slot)}
              </option>
            ))}
          </SelectField>
        </div>

        <TextareaField label="Nota (opcional)" rows={2} {...register('note')} error={errors.note?.message} />

        <div className="new-appointment__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creando...' : 'Crear cita'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
