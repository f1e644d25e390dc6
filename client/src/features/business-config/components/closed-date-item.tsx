import { capitalized } from '@common/date-text';
import { Button } from '@/components/ui/button';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { AppointmentsToMove, shopDayLabel } from './appointments-to-move';

const ClosedDateItemFragment = graphql(`
  fragment ClosedDateItem_closure on ClosedDate {
    id
    startDate
    endDate
    note
    appointments {
      id
      ...AppointmentsToMove_appointment
    }
  }
`);

export const closureLabel = (startDate: string, endDate: string) =>
  startDate === endDate
    ? capitalized(shopDayLabel(startDate))
    : `Del ${shopDayLabel(startDate)} al ${shopDayLabel(endDate)}`;

/** A closure and the live appointments still inside it, each linked to its day in the calendar. */
export function ClosedDateItem({
  closure: closureRef,
  onRemove,
}: {
  closure: FragmentType<typeof ClosedDateItemFragment>;
  onRemove: (id: string, label: string) => void;
}) {
  const closure = getFragmentData(ClosedDateItemFragment, closureRef);
  const label = closureLabel(closure.startDate, closure.endDate);
  const pending = closure.appointments;
  return (
    <li className="closed-item">
      <div className="spread-row closed-item__header">
        <p className="closed-item__dates">
          <strong>{label}</strong>
          {closure.note ? <span className="closed-item__note"> · {closure.note}</span> : null}
        </p>
        <Button variant="ghost" onClick={() => onRemove(closure.id, label)}>
          Quitar<span className="visually-hidden">{` el cierre ${label}`}</span>
        </Button>
      </div>
      {pending.length > 0 ? (
        <div className="closed-item__pending" role="group" aria-label={`Citas en los días cerrados: ${label}`}>
          <p className="closed-item__warning">
            {pending.length === 1
              ? 'Hay 1 cita en estas fechas. En el calendario: muévela a otro día con «Mover» (el cliente recibe la nueva hora), recházala con un motivo si está pendiente o elimínala (el cliente recibe un aviso).'
              : `Hay ${pending.length} citas en estas fechas. En el calendario: muévelas a otro día con «Mover» (el cliente recibe la nueva hora), rechaza con un motivo las pendientes o elimínalas (el cliente recibe un aviso).`}
          </p>
          <AppointmentsToMove appointments={pending} />
        </div>
      ) : (
        <p className="closed-item__clear">Sin citas en estas fechas.</p>
      )}
    </li>
  );
}
