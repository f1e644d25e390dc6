import { CardPanel } from '@/components/ui/card-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { formatRate } from '@/lib/format-rate';

const WeeklySummaryFragment = graphql(`
  fragment WeeklySummary_stats on Stats {
    nextAppointments {
      id
    }
    weeklyStats {
      totalAppointments
      completedAppointments
      totalEarnings
      clientCancellations
      cancellationRate
      rebookReturns
    }
  }
`);

/**
 * SPEC §2: weekly summary — upcoming appointments and this week's revenue (Monday to Sunday); the clients'
 * cancellations of the week's days and their rate (issue 31); for the admin, the clients who came back within 7
 * days of a «¿Toca corte?» mail, for this week's days (issue 33).
 */
export function WeeklySummary({ stats: statsRef }: { stats: FragmentType<typeof WeeklySummaryFragment> }) {
  const stats = getFragmentData(WeeklySummaryFragment, statsRef);
  const rows = [
    { label: 'Próximas citas', value: String(stats.nextAppointments.length) },
    { label: 'Citas esta semana', value: String(stats.weeklyStats.totalAppointments) },
    { label: 'Completadas esta semana', value: String(stats.weeklyStats.completedAppointments) },
    { label: 'Ingresos de la semana', value: formatPrice(stats.weeklyStats.totalEarnings) },
    { label: 'Cancelaciones de clientes', value: String(stats.weeklyStats.clientCancellations) },
    { label: 'Tasa de cancelación', value: formatRate(stats.weeklyStats.cancellationRate) },
    ...(stats.weeklyStats.rebookReturns === null || stats.weeklyStats.rebookReturns === undefined
      ? []
      : [{ label: 'Volvieron tras el recordatorio', value: String(stats.weeklyStats.rebookReturns) }]),
  ];
  return (
    <CardPanel block="dashboard-panel" id="weekly-summary" title="Resumen Semanal">
      <dl className="summary-list">
        {rows.map((row) => (
          <div key={row.label} className="dashed-row summary-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </CardPanel>
  );
}
