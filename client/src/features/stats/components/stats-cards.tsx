import type { IconName } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { formatRate } from '@/lib/format-rate';
import { formatWholeDollars } from '../utils/format-stats';

const StatsCardsFragment = graphql(`
  fragment StatsCards_stats on Stats {
    totalAppointments
    totalEarnings
    totalUsers
    completedAppointments
    averageEarningsPerAppointment
    completionRate
    noShowAppointments
    noShowRate
    clientCancellations
    cancellationRate
  }
`);

type Card = { label: string; value: string; hint: string; icon: IconName; tone: string };

/**
 * SPEC §2 statistics: the six cards, the no-show rate beside the completion rate (issue 15), and the rate of
 * the clients' cancellations with their count (issue 31): eight cards, whole rows at every width.
 */
export function StatsCards({ stats: statsRef }: { stats: FragmentType<typeof StatsCardsFragment> }) {
  const stats = getFragmentData(StatsCardsFragment, statsRef);
  const cards: Card[] = [
    {
      label: 'Total de Citas',
      value: String(stats.totalAppointments),
      hint: 'Todas las citas registradas',
      icon: 'calendar',
      tone: 'blue',
    },
    {
      label: 'Ganancias Totales',
      value: formatPrice(stats.totalEarnings),
      hint: 'De citas completadas',
      icon: 'dollar',
      tone: 'green',
    },
    {
      label: 'Total de Clientes',
      value: String(stats.totalUsers),
      hint: 'Clientes registrados',
      icon: 'users',
      tone: 'violet',
    },
    {
      label: 'Citas Completadas',
      value: String(stats.completedAppointments),
      hint: 'Servicios realizados',
      icon: 'checkCircle',
      tone: 'teal',
    },
    {
      label: 'Promedio por Cita',
      value: formatWholeDollars(stats.averageEarningsPerAppointment),
      hint: 'Por cita completada',
      icon: 'trendingUp',
      tone: 'amber',
    },
    {
      label: 'Tasa de Completado',
      value: formatRate(stats.completionRate),
      hint: 'Completadas sobre el total',
      icon: 'award',
      tone: 'rose',
    },
    {
      label: 'Tasa de No Asistencia',
      value: formatRate(stats.noShowRate),
      hint: `${stats.noShowAppointments} ${stats.noShowAppointments === 1 ? 'cita' : 'citas'} sin asistir`,
      icon: 'xCircle',
      tone: 'violet',
    },
    {
      label: 'Tasa de cancelación',
      value: formatRate(stats.cancellationRate),
      hint: `${stats.clientCancellations} ${stats.clientCancellations === 1 ? 'cita cancelada' : 'citas canceladas'} por el cliente`,
      icon: 'calendar',
      tone: 'red',
    },
  ];

  return (
    <dl className="tile-grid stats-cards">
      {cards.map((card) => (
        <div key={card.label} className={`stats-card card tone-${card.tone}`}>
          <dt className="stats-card__label">
            <IconTile name={card.icon} size={22} className="icon-tile--toned stats-card__icon" />
            {card.label}
          </dt>
          <dd className="stats-card__value">{card.value}</dd>
          <dd className="stats-card__hint">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
