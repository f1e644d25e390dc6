import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/query-fallback';
import { SubmitButton } from '@/components/ui/submit-button';
import { graphql } from '@/gql/gql';
import { HourSelect } from '@/components/hours/hour-select';
import { WEEKDAY_NAMES } from '@/lib/weekday-names';
import { useSetBarberBreaks } from '../api/use-set-barber-breaks';

const BarberBreaksQuery = graphql(`
  query BarberBreaks($barberId: ID!) {
    barberWeek(barberId: $barberId) {
      breaks {
        weekday
        start
        end
      }
    }
  }
`);

type Pause = { weekday: number; start: string; end: string };

/** «Descansos»: the barber's own weekly breaks, besides the shop's. */
export function BarberBreaksPanel({ barberId, name }: { barberId: string; name: string }) {
  const { data, error, loading, refetch } = useQuery(BarberBreaksQuery, { variables: { barberId } });
  if (data) return <BarberBreaksForm barberId={barberId} name={name} saved={data.barberWeek.breaks} />;
  return loading ? (
    <p role="status">Cargando descansos...</p>
  ) : (
    <LoadError error={error} refetch={refetch} errorTitle="Error al cargar los descansos" />
  );
}

function BarberBreaksForm({ barberId, name, saved }: { barberId: string; name: string; saved: readonly Pause[] }) {
  const save = useSetBarberBreaks();
  const [rows, setRows] = useState<Pause[]>(() => saved.map(({ weekday, start, end }) => ({ weekday, start, end })));
  const [pending, setPending] = useState(false);

  const change = (index: number, patch: Partial<Pause>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form
      className="barber-panel__form"
      noValidate
      aria-label={`Descansos de ${name}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        await save({ barberId, breaks: rows });
        setPending(false);
      }}
    >
      {rows.length === 0 ? <p className="barber-panel__empty">Sin descansos propios.</p> : null}
      <ul className="bare-list barber-breaks">
        {rows.map((row, index) => {
          const id = `break-${barberId}-${index}`;
          return (
            <li key={index} className="barber-breaks__row">
              <label className="visually-hidden" htmlFor={`${id}-day`}>{`Día del descanso ${index + 1}`}</label>
              <select
                id={`${id}-day`}
                className="input-box input-box--compact"
                value={row.weekday}
                onChange={(event) => change(index, { weekday: Number(event.target.value) })}
              >
                {WEEKDAY_NAMES.map((day, i) => (
                  <option key={day} value={i + 1}>
                    {day}
                  </option>
                ))}
              </select>
              <label className="visually-hidden" htmlFor={`${id}-start`}>{`Inicio del descanso ${index + 1}`}</label>
              <HourSelect
                id={`${id}-start`}
                invalid={false}
                value={row.start}
                onChange={(event) => change(index, { start: event.target.value })}
              />
              <span aria-hidden="true">a</span>
              <label className="visually-hidden" htmlFor={`${id}-end`}>{`Fin del descanso ${index + 1}`}</label>
              <HourSelect
                id={`${id}-end`}
                invalid={false}
                value={row.end}
                onChange={(event) => change(index, { end: event.target.value })}
              />
              <Button variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                Quitar<span className="visually-hidden">{` el descanso ${index + 1}`}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="barber-panel__actions">
        <Button
          variant="secondary"
          icon="plus"
          onClick={() => setRows([...rows, { weekday: 1, start: '13:00', end: '14:00' }])}
        >
          Agregar Descanso
        </Button>
        <SubmitButton pending={pending}>Guardar Descansos</SubmitButton>
      </div>
    </form>
  );
}
