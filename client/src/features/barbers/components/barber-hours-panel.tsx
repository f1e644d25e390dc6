import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import type { DayHours } from '@common/opening-hours';
import { LoadError } from '@/components/ui/query-fallback';
import { SubmitButton } from '@/components/ui/submit-button';
import { graphql } from '@/gql/gql';
import { OpeningHoursFields } from '@/components/hours/opening-hours-fields';
import { useSetBarberHours } from '../api/use-set-barber-hours';

const BarberHoursQuery = graphql(`
  query BarberHours($barberId: ID!) {
    barberWeek(barberId: $barberId) {
      followsShop
      hours {
        weekday
        open
        close
      }
    }
  }
`);

type HoursValues = { followsShop: 'shop' | 'own'; openingHours: DayHours[] };

type Week = { followsShop: boolean; hours: readonly DayHours[] };

/** «Horario»: the shop's hours, or the barber's own week, edited with the shop's own hours editor. */
export function BarberHoursPanel({ barberId, name }: { barberId: string; name: string }) {
  const { data, error, loading, refetch } = useQuery(BarberHoursQuery, { variables: { barberId } });
  if (data) return <BarberHoursForm barberId={barberId} name={name} week={data.barberWeek} />;
  return loading ? (
    <p role="status">Cargando horario...</p>
  ) : (
    <LoadError error={error} refetch={refetch} errorTitle="Error al cargar el horario" />
  );
}

function BarberHoursForm({ barberId, name, week }: { barberId: string; name: string; week: Week }) {
  const save = useSetBarberHours();
  const { control, register, setValue, handleSubmit, formState } = useForm<HoursValues>({
    defaultValues: {
      followsShop: week.followsShop ? 'shop' : 'own',
      openingHours: week.hours.map(({ weekday, open, close }) => ({ weekday, open, close })),
    },
  });
  const own = useWatch({ control, name: 'followsShop' }) === 'own';

  const onSubmit = async (values: HoursValues) => {
    await save({
      barberId,
      hours:
        values.followsShop === 'shop'
          ? null
          : values.openingHours.map(({ weekday, open, close }) => ({
              weekday,
              open: open || null,
              close: close || null,
            })),
    });
  };

  return (
    <form className="barber-panel__form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Horario de ${name}`}>
      <fieldset className="barber-panel__choice" disabled={formState.isSubmitting}>
        <legend className="visually-hidden">{`Qué horario sigue ${name}`}</legend>
        <label className="barber-form__check">
          <input type="radio" value="shop" {...register('followsShop')} />
          El horario de la barbería
        </label>
        <label className="barber-form__check">
          <input type="radio" value="own" {...register('followsShop')} />
          Un horario propio
        </label>
      </fieldset>
      {own ? (
        <OpeningHoursFields
          control={control}
          register={register}
          setValue={setValue}
          errors={formState.errors.openingHours}
          disabled={formState.isSubmitting}
          legend={`Horario de ${name}`}
          hint="Puede ser más corto o más largo que el de la barbería; los días que la barbería cierra, cierra."
        />
      ) : null}
      <div className="barber-panel__actions">
        <SubmitButton pending={formState.isSubmitting}>Guardar Horario</SubmitButton>
      </div>
    </form>
  );
}
