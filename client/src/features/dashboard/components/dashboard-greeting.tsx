import { capitalized } from '@common/date-text';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { shopGreeting } from '../utils/greeting';

/** Greeting by the shop's time of day and the barber's first name, today's date and the way to the calendar. */
export function DashboardGreeting({ name }: { name?: string }) {
  const { greeting, date } = shopGreeting();
  // As the client's home says «¡Hola, Ana!»: «Buenas tardes, José» for José Pérez.
  const firstName = name?.trim().split(/\s+/)[0];

  return (
    <header className="hero-surface hero-banner spread-row dashboard-hero">
      <PageTitle title="Dashboard" />
      <div className="dashboard-hero__text">
        <h1 id="page-title">
          {greeting}
          {firstName ? `, ${firstName}` : ''}
        </h1>
        <p className="dashboard-hero__date">{capitalized(date)}</p>
        <p className="dashboard-hero__lead">Este es el resumen de tu barbería.</p>
      </div>
      <ButtonLink to="/admin/appointments" className="dashboard-hero__cta">
        <Icon name="calendar" size={20} />
        Ver Calendario de Citas
      </ButtonLink>
    </header>
  );
}
