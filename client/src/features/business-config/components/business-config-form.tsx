import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { businessConfigSchema, type BusinessConfigValues } from '@common/validation/business-config';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_WEEKLY_HOURS } from '@/components/ui/weekly-hours';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import type { BusinessConfigForm_ConfigFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/error-message';
import { useUpdateBusinessConfig } from '../api/use-update-business-config';
import { serverFieldErrors } from '../utils/server-field-errors';
import { OpeningHoursFields } from './opening-hours-fields';

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

const fieldMessage = (error: FieldError | undefined, field: keyof typeof FALLBACK) =>
  error ? error.message || FALLBACK[field] : undefined;

type FormConfig = Omit<BusinessConfigForm_ConfigFragment, ' $fragmentName'>;

function toFormValues(config: FormConfig | null | undefined): BusinessConfigValues {
  const hours = config?.openingHours.length === 7 ? config.openingHours : DEFAULT_WEEKLY_HOURS;
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

type Banner = { tone: 'success' | 'error'; text: string } | null;

/** SPEC §2 'Datos del Negocio': contact fields and weekly hours, with a banner after saving. */
export function BusinessConfigForm({
  config: configRef,
}: {
  config?: FragmentType<typeof BusinessConfigFormFragment> | null;
}) {
  const config = getFragmentData(BusinessConfigFormFragment, configRef);
  const save = useUpdateBusinessConfig();
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BusinessConfigValues>({
    resolver: yupResolver(businessConfigSchema),
    defaultValues: toFormValues(config),
  });

  const onSubmit = async (values: BusinessConfigValues) => {
    setBanner(null);
    try {
      const saved = await save(values);
      reset(toFormValues(saved ?? null));
      setBanner({ tone: 'success', text: CONFIG_SAVED });
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error)) {
        setError(field as Path<BusinessConfigValues>, { type: 'server', message: message || FALLBACK[field] });
      }
      setBanner({ tone: 'error', text: errorMessage(error, 'Error al actualizar la configuración') });
    }
  };

  return (
    <form className="config-form card" onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
      <h2 className="config-form__title">Datos del Negocio</h2>

      {banner ? (
        <div
          className={`config-banner config-banner--${banner.tone}`}
          role={banner.tone === 'error' ? 'alert' : 'status'}
        >
          {banner.text}
        </div>
      ) : null}

      <fieldset className="config-form__fields" disabled={isSubmitting}>
        <legend className="visually-hidden">Datos de contacto</legend>
        <TextField
          label="Nombre del negocio"
          autoComplete="organization"
          error={fieldMessage(errors.businessName, 'businessName')}
          {...register('businessName')}
        />
        <TextField
          label="Nombre del administrador"
          autoComplete="name"
          error={fieldMessage(errors.adminName, 'adminName')}
          {...register('adminName')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={fieldMessage(errors.phone, 'phone')}
          {...register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldMessage(errors.email, 'email')}
          {...register('email')}
        />
        <TextField
          label="Dirección"
          autoComplete="street-address"
          className="config-form__wide"
          error={fieldMessage(errors.address, 'address')}
          {...register('address')}
        />
        <TextField
          label="Instagram (opcional)"
          placeholder="@tubarberia"
          autoComplete="off"
          error={fieldMessage(errors.instagram, 'instagram')}
          {...register('instagram')}
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </div>
    </form>
  );
}
