import type { Path } from 'react-hook-form';
import { businessConfigSchema, type BusinessConfigValues } from '@common/validation/business-config';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { DEFAULT_OPENING_HOURS } from '@common/opening-hours';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { BusinessConfigForm_ConfigFragment } from '@/gql/graphql';
import { bindFields } from '@/lib/bind-fields';
import { useUpdateBusinessConfig } from '../api/use-update-business-config';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSettingsForm } from '../utils/use-settings-form';
import { ConfigBanner } from './config-banner';
import { OpeningHoursFields } from '@/components/hours/opening-hours-fields';

const BusinessConfigFormFragment = graphql(`
  fragment BusinessConfigForm_config on BusinessConfig {
    businessName
    adminName
    phone
    address
    email
    instagram
    openingHours {
      weekday
      open
      close
    }
  }
`);

export const CONFIG_SAVED = '✅ Configuración actualizada exitosamente.';

// SPEC §5: the message for a field whose error carries none.
const FALLBACK: Record<string, string> = {
  businessName: 'Error en el nombre del negocio',
  adminName: 'Error en el nombre del administrador',
  phone: 'Error en el teléfono',
  address: 'Error en la dirección',
  email: 'Error en el email',
  instagram: 'Error en el Instagram',
};

type FormConfig = Omit<BusinessConfigForm_ConfigFragment, ' $fragmentName'>;

function toFormValues(config: FormConfig | null | undefined): BusinessConfigValues {
  const hours = config?.openingHours.length === 7 ? config.openingHours : DEFAULT_OPENING_HOURS;
  return {
    businessName: config?.businessName ?? '',
    adminName: config?.adminName ?? '',
    phone: config?.phone ?? '',
    address: config?.address ?? '',
    email: config?.email ?? '',
    instagram: config?.instagram ?? '',
    openingHours: [...hours]
      .sort((a, b) => a.weekday - b.weekday)
      .map((day) => ({ weekday: day.weekday, open: day.open ?? null, close: day.close ?? null })),
  };
}

/** SPEC §2 'Datos del Negocio': contact fields and weekly hours, with a banner after saving. */
export function BusinessConfigForm({
  config: configRef,
}: {
  config?: FragmentType<typeof BusinessConfigFormFragment> | null;
}) {
  const config = getFragmentData(BusinessConfigFormFragment, configRef);
  const save = useUpdateBusinessConfig();
  const { form, banner, onSubmit } = useSettingsForm(businessConfigSchema, toFormValues(config), {
    save: async (values) => ({
      next: toFormValues(getFragmentData(BusinessConfigFormFragment, await save(values))),
      saved: CONFIG_SAVED,
    }),
    failure: 'Error al actualizar la configuración',
    onError: (error, form) => {
      for (const { field, message } of serverFieldErrors(error)) {
        form.setError(field as Path<BusinessConfigValues>, { type: 'server', message: message || FALLBACK[field] });
      }
    },
  });
  const { control, register, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const bind = bindFields(form);
  const contact = (name: Path<BusinessConfigValues>) => bind(name, { fallback: FALLBACK[name] });

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="config-form card">
      <h2 className="config-form__title">Datos del Negocio</h2>

      <ConfigBanner banner={banner} />

      <fieldset className="config-form__fields" disabled={isSubmitting}>
        <legend className="visually-hidden">Datos de contacto</legend>
        <TextField label="Nombre del negocio" autoComplete="organization" {...contact('businessName')} />
        <TextField label="Nombre del administrador" autoComplete="name" {...contact('adminName')} />
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" {...contact('phone')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...contact('email')} />
        <TextField
          label="Dirección"
          autoComplete="street-address"
          className="config-form__wide"
          {...contact('address')}
        />
        <TextField
          label="Instagram (opcional)"
          placeholder="@tubarberia"
          autoComplete="off"
          {...contact('instagram')}
        />
      </fieldset>

      <OpeningHoursFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors.openingHours}
        disabled={isSubmitting}
      />

      <div className="config-form__actions">
        <SubmitButton pending={isSubmitting}>Guardar Cambios</SubmitButton>
      </div>
    </ValidatedForm>
  );
}
