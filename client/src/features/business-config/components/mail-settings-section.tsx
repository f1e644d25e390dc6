import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { mailSettingsSchema, type MailSettingsValues } from '@common/validation/account';
import { LoadError } from '@/components/ui/query-fallback';
import { LoadingPanel } from '@/components/ui/state-panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { NumberField } from '@/components/ui/number-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { bindFields } from '@/lib/bind-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateMailSettings } from '../api/use-update-mail-settings';
import './mail-settings.css';

const MailSettingsFormFragment = graphql(`
  fragment MailSettingsForm_settings on MailSettings {
    reminderHoursBefore
    notifyBarber
  }
`);

const MailSettingsQuery = graphql(`
  query MailSettings {
    mailSettings {
      ...MailSettingsForm_settings
    }
  }
`);

function MailSettingsForm({ settings }: { settings: FragmentType<typeof MailSettingsFormFragment> }) {
  const save = useUpdateMailSettings();
  const form = useSchemaForm(mailSettingsSchema, getFragmentData(MailSettingsFormFragment, settings));
  const { isSubmitting, isDirty } = form.formState;
  const bind = bindFields(form);

  const onSubmit = async (values: MailSettingsValues) => {
    if (await save(values)) form.reset(values);
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="mail-settings__form">
      <NumberField
        label="Recordatorio: horas antes de la cita"
        min={0}
        max={168}
        hint="0 desactiva los recordatorios."
        {...bind('reminderHoursBefore', { valueAsNumber: true })}
      />
      <label className="mail-settings__switch">
        <input type="checkbox" {...form.register('notifyBarber')} />
        <span>Avisarme por correo de cada reserva nueva y de cada cancelación de un cliente</span>
      </label>
      <div>
        <SubmitButton pending={isSubmitting} disabled={!isDirty}>
          Guardar ajustes de correo
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}

/** Configuración del Negocio → 'Correos y recordatorios'. */
export function MailSettingsSection() {
  const titleId = useId();
  const { data, error, loading, refetch } = useQuery(MailSettingsQuery, { fetchPolicy: 'network-only' });

  let content;
  if (data) content = <MailSettingsForm settings={data.mailSettings} />;
  else if (loading) content = <LoadingPanel message="Cargando ajustes de correo..." />;
  else {
    content = <LoadError error={error} refetch={refetch} errorTitle="Error al cargar los ajustes de correo" />;
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
