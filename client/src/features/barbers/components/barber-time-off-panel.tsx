import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { capitalized, longDate } from '@common/date-text';
import { BARBER_LIMITS } from '@common/validation/barber';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/query-fallback';
import { SubmitButton } from '@/components/ui/submit-button';
import { graphql } from '@/gql/gql';
import { shopToday } from '@/lib/shop-date';
import { useAddBarberTimeOff } from '../api/use-add-barber-time-off';
import { useRemoveBarberTimeOff } from '../api/use-remove-barber-time-off';

const BarberTimeOffListQuery = graphql(`
  query BarberTimeOffList($barberId: ID!) {
    barberTimeOff(barberId: $barberId) {
      id
      startDate
      endDate
      note
    }
  }
`);

const day = (date: string) => longDate(date) ?? date;
const daysLabel = (start: string, end: string) =>
  start === end ? capitalized(day(start)) : `Del ${day(start)} al ${day(end)}`;

/** «Días libres»: a day or a range with a note, from today on; each can be removed. */
export function BarberTimeOffPanel({ barberId, name }: { barberId: string; name: string }) {
  const today = shopToday();
  const { data, error, loading, refetch } = useQuery(BarberTimeOffListQuery, {
    variables: { barberId },
    fetchPolicy: 'cache-and-network',
  });
  const add = useAddBarberTimeOff();
  const remove = useRemoveBarberTimeOff();
  const confirm = useConfirm();
  const [values, setValues] = useState({ startDate: '', endDate: '', note: '' });
  const [pending, setPending] = useState(false);
  const ids = `time-off-${barberId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const outcome = await add({
      barberId,
      input: { startDate: values.startDate, endDate: values.endDate || null, note: values.note || null },
    });
    setPending(false);
    if (outcome.ok) setValues({ startDate: '', endDate: '', note: '' });
  };

  const onRemove = async (id: string, label: string) => {
    const ok = await confirm({
      title: 'Quitar días libres',
      message: `${name} volverá a recibir reservas: ${label}.`,
      confirmLabel: 'Sí, quitar',
      cancelLabel: 'Volver',
      tone: 'danger',
    });
    if (ok) await remove({ barberId, timeOffId: id });
  };

  let list;
  if (data) {
    list =
      data.barberTimeOff.length === 0 ? (
        <p className="barber-panel__empty">Sin días libres próximos.</p>
      ) : (
        <ul className="bare-list barber-time-off">
          {data.barberTimeOff.map((off) => {
            const label = daysLabel(off.startDate, off.endDate);
            return (
              <li key={off.id} className="barber-time-off__item">
                <span>
                  <strong>{label}</strong>
                  {off.note ? <span className="barber-time-off__note"> · {off.note}</span> : null}
                </span>
                <Button variant="ghost" onClick={() => onRemove(off.id, label)}>
                  Quitar<span className="visually-hidden">{` los días libres: ${label}`}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      );
  } else if (loading) {
    list = <p role="status">Cargando días libres...</p>;
  } else {
    list = <LoadError error={error} refetch={refetch} errorTitle="Error al cargar los días libres" />;
  }

  return (
    <div className="barber-panel__form">
      {list}
      <form className="barber-time-off__form" noValidate onSubmit={submit} aria-label={`Agregar días libres a ${name}`}>
        <fieldset className="barber-time-off__fields" disabled={pending}>
          <legend className="visually-hidden">Nuevos días libres</legend>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-start`}>
              Desde
            </label>
            <input
              id={`${ids}-start`}
              type="date"
              min={today}
              className="input-box field__input"
              value={values.startDate}
              onChange={(event) => setValues({ ...values, startDate: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-end`}>
              Hasta (opcional)
            </label>
            <input
              id={`${ids}-end`}
              type="date"
              min={values.startDate || today}
              className="input-box field__input"
              value={values.endDate}
              onChange={(event) => setValues({ ...values, endDate: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-note`}>
              Nota (opcional)
            </label>
            <input
              id={`${ids}-note`}
              className="input-box field__input"
              placeholder="Vacaciones"
              maxLength={BARBER_LIMITS.timeOffNoteMax}
              value={values.note}
              onChange={(event) => setValues({ ...values, note: event.target.value })}
            />
          </div>
        </fieldset>
        <div className="barber-panel__actions">
          <SubmitButton pending={pending}>Agregar Días Libres</SubmitButton>
        </div>
      </form>
    </div>
  );
}
