import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { AppointmentsToMove } from './appointments-to-move';

const OutsideHoursNoticeFragment = graphql(`
  fragment OutsideHoursNotice_config on BusinessConfig {
    appointmentsOutsideHours {
      id
      ...AppointmentsToMove_appointment
    }
  }
`);

/**
 * After the hours change, the appointments still to come that they leave out: nothing moves them by
 * itself, so the barber sees each one with the way to its day.
 */
export function OutsideHoursNotice({ config }: { config: FragmentType<typeof OutsideHoursNoticeFragment> }) {
  const stranded = getFragmentData(OutsideHoursNoticeFragment, config).appointmentsOutsideHours;
  if (stranded.length === 0) return null;
  return (
    <section className="card closed-item__pending outside-hours" aria-labelledby="outside-hours-title">
      <h2 id="outside-hours-title" className="closed-item__warning">
        {stranded.length === 1
          ? 'Hay 1 cita fuera del horario guardado'
          : `Hay ${stranded.length} citas fuera del horario guardado`}
      </h2>
      <p>
        Se reservaron con el horario anterior. En el calendario: muévelas a una hora del nuevo horario con «Mover» (el
        cliente recibe la nueva hora), rechaza con un motivo las pendientes o elimínalas (el cliente recibe un aviso).
      </p>
      <AppointmentsToMove appointments={stranded} />
    </section>
  );
}
