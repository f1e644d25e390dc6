import { BarberBreaksPanel } from './barber-breaks-panel';
import { BarberHoursPanel } from './barber-hours-panel';
import { BarberTimeOffPanel } from './barber-time-off-panel';
import './barbers.css';

/** A barber's hours, breaks and days off, each in its own card: what a barber edits of their own (issue 32). */
export function BarberOwnWeek({ barberId, name }: { barberId: string; name: string }) {
  const sections = [
    { key: 'hours', title: 'Mi horario propio', panel: <BarberHoursPanel barberId={barberId} name={name} /> },
    { key: 'breaks', title: 'Mis descansos', panel: <BarberBreaksPanel barberId={barberId} name={name} /> },
    { key: 'time-off', title: 'Mis días libres', panel: <BarberTimeOffPanel barberId={barberId} name={name} /> },
  ];
  return (
    <>
      {sections.map(({ key, title, panel }) => (
        <section key={key} className="card panel barber-own-week" aria-labelledby={`own-${key}-title`}>
          <h2 id={`own-${key}-title`}>{title}</h2>
          {panel}
        </section>
      ))}
    </>
  );
}
