import { useQuery } from '@apollo/client/react';
import { successMessages } from '@common/messages';
import { closedDateSchema, type ClosedDateValues } from '@common/validation/booking-rules';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/query-fallback';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ValidatedForm } from '@/components/ui/validated-form';
import { graphql } from '@/gql/gql';
import { bindFields } from '@/lib/bind-fields';
import { shopToday } from '@/lib/shop-date';
import { useAddClosedDate } from '../api/use-add-closed-date';
import { useDeleteClosedDate } from '../api/use-delete-closed-date';
import { useSettingsForm } from '../utils/use-settings-form';
import { ClosedDateItem } from './closed-date-item';
import { ConfigBanner } from './config-banner';

const ClosedDatesPanelQuery = graphql(`
  query ClosedDatesPanel {
    closedDates {
      id
      ...ClosedDateItem_closure
    }
  }
`);

const EMPTY: ClosedDateValues = { startDate: '', endDate: '', note: '' };

/**
 * Issue 15: closed dates and holidays. Closing never drops an appointment: the ones inside are
 * listed under each closure (and announced after saving) until the barber moves or rejects them.
 */
export function ClosedDatesPanel() {
  const today = shopToday();
  const { data, error, loading, refetch } = useQuery(ClosedDatesPanelQuery, { fetchPolicy: 'cache-and-network' });
  const add = useAddClosedDate();
  const remove = useDeleteClosedDate();
  const confirm = useConfirm();
  const { form, banner, onSubmit, clearBanner } = useSettingsForm(closedDateSchema, EMPTY, {
    save: async (values) => {
      const inside = (await add(values))?.appointments.length ?? 0;
      const saved =
        inside === 0
          ? `✅ ${successMessages.closedDateAdded}.`
          : `✅ ${successMessages.closedDateAdded}. ${inside === 1 ? 'Hay 1 cita' : `Hay ${inside} citas`} en esas fechas: están listadas abajo para moverlas o rechazarlas.`;
      return { next: EMPTY, saved };
    },
    failure: 'Error al agregar el cierre',
  });
  const { isSubmitting } = form.formState;
  const bind = bindFields(form);

  const onRemove = async (id: string, label: string) => {
    const ok = await confirm({
      title: 'Quitar cierre',
      message: `Se podrá volver a reservar: ${label}.`,
      confirmLabel: 'Sí, quitar',
      cancelLabel: 'Volver',
      tone: 'danger',
    });
    if (!ok) return;
    // "Hay N citas en esas fechas: están listadas abajo" would no longer be true.
    clearBanner();
    await remove({ id });
  };

  let list;
  if (data) {
    list =
      data.closedDates.length === 0 ? (
        <p className="breaks-empty">No hay cierres próximos.</p>
      ) : (
        <ul className="closed-list">
          {data.closedDates.map((closure) => (
            <ClosedDateItem key={closure.id} closure={closure} onRemove={onRemove} />
          ))}
        </ul>
      );
  } else if (loading) {
    list = <p role="status">Cargando cierres...</p>;
  } else {
    list = <LoadError error={error} refetch={refetch} errorTitle="Error al cargar los cierres" />;
  }

  return (
    <section className="config-form card" aria-labelledby="closed-dates-title">
      <h2 id="closed-dates-title" className="config-form__title">
        Días Cerrados
      </h2>
      <p className="config-form__hint">Feriados y vacaciones: esos días no se puede reservar.</p>

      <ConfigBanner banner={banner} />

      <ValidatedForm form={form} onSubmit={onSubmit} className="closed-form" aria-label="Agregar cierre">
        <fieldset className="config-form__fields" disabled={isSubmitting}>
          <legend className="visually-hidden">Nuevo cierre</legend>
          <TextField label="Desde" type="date" min={today} {...bind('startDate')} />
          <TextField label="Hasta (opcional)" type="date" min={today} hint="Vacío: un solo día." {...bind('endDate')} />
          <TextField label="Nota (opcional)" placeholder="Vacaciones" className="config-form__wide" {...bind('note')} />
        </fieldset>
        <div className="config-form__actions">
          <SubmitButton pending={isSubmitting}>Agregar Cierre</SubmitButton>
        </div>
      </ValidatedForm>

      <h3 className="config-form__legend">Próximos cierres</h3>
      {list}
    </section>
  );
}
