import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { mailSettingsSchema, type MailSettingsValues } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { LoadingPanel, StatePanel } from '@/components/ui/state-panel';
import { TextField } from '@/components/ui/text-field';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { useUpdateMailSettings } from '../api/use-update-mail-settings';
import './mail-settings.css';

const MailSettingsQuery = graphql(`
  query MailSettings {
    mailSettings {
      reminderHoursBefore
      notifyBarber
    }
  }
`);

function MailSettingsForm({ initial }: { initial: MailSettingsValues }) {
  const save = useUpdateMailSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MailSettingsValues>({ resolver: yupResolver(mailSettingsSchema), defaultValues: initial });

  const onSubmit = async (values: MailSettingsValues) => {
    if (await save(values)) reset(values);
  };

  return (
    <form className="mail-settings__form" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
      <TextField
        label="Recordatorio: horas antes de la cita"
        type="number"
        inputMode="numeric"
        min={0}
        max={168}
        hint="0 desactiva los recordatorios."
        error={errors.reminderHoursBefore?.message}
        {...register('reminderHoursBefore', { valueAsNumber: true })}
      />
      <label className="mail-settings__switch">
        <input type="checkbox" {...register('notifyBarber')} />
        <span>Avisarme por correo de cada reserva nueva y de cada cancelación de un cliente</span>
      </label>
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Guardando...' : 'Guardar ajustes de correo'}
        </Button>
      </div>
    </form>
  );
}

/** Configuración del Negocio → 'Correos y recordatorios'. */
export function MailSettingsSection() {
  const titleId = useId();
  const { data, error, loading, refetch } = useQuery(MailSettingsQuery, { fetchPolicy: 'network-only' });

  let content;
  if (data) content = <MailSettingsForm initial={data.mailSettings} />;
  else if (loading) content = <LoadingPanel message="Cargando ajustes de correo..." />;
  else {
    content = (
      <StatePanel
        tone="error"
        title="Error al cargar los ajustes de correo"
        message={errorMessage(error, 'Error desconocido')}
        actions={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  }
  return (
    <section className="card mail-settings" aria-labelledby={titleId}>
      <h2 id={titleId}>Correos y recordatorios</h2>
      <p className="mail-settings__hint">
        Tus clientes reciben un correo al reservar y cuando confirmas, rechazas o cancelas su cita, y un recordatorio
        antes de cada cita.
      </p>
      {content}
    </section>
  );
}
