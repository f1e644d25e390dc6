import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { CardPanel } from '@/components/ui/card-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { WEEKDAYS } from '../utils/format-stats';

const WeekdayChartFragment = graphql(`
  fragment WeekdayChart_stats on Stats {
    appointmentsByWeekday {
      weekday
      count
    }
  }
`);

/** SPEC §2: appointments per weekday, Monday to Sunday; the table under it carries the figures. */
export function WeekdayChart({ stats: statsRef }: { stats: FragmentType<typeof WeekdayChartFragment> }) {
  const stats = getFragmentData(WeekdayChartFragment, statsRef);
  const data = WEEKDAYS.map((day) => ({
    ...day,
    count: stats.appointmentsByWeekday.find((entry) => entry.weekday === day.iso)?.count ?? 0,
  }));

  return (
    <CardPanel block="stats-panel" id="weekday-chart" title="Citas por Día de la Semana">
      <div className="stats-chart" aria-hidden="true" inert>
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: 260 }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e5e2" />
          <XAxis dataKey="short" tickLine={false} axisLine={false} tick={{ fill: '#4b5563', fontSize: 13 }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: '#4b5563', fontSize: 13 }} />
          <Bar dataKey="count" fill="#15803d" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
      <table className="stats-table stats-table--weekdays">
        <caption className="visually-hidden">Número de citas por día de la semana</caption>
        <thead>
          <tr>
            {data.map((day) => (
              <th key={day.iso} scope="col">
                <abbr title={day.long}>{day.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {data.map((day) => (
              <td key={day.iso} data-weekday={day.iso}>
                {day.count}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </CardPanel>
  );
}
