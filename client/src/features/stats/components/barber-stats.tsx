import { useState } from 'react';
import { BarberFigures } from '@/components/ui/barber-figures';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const BarberStatsFragment = graphql(`
  fragment BarberStats_stats on Stats {
    weeklyStats {
      byBarber {
        ...BarberFigures_stat
      }
    }
    monthlyStats {
      byBarber {
        ...BarberFigures_stat
      }
    }
  }
`);

const RANGES = [
  { key: 'week', label: 'Esta semana', hint: 'Esta semana, de lunes a domingo' },
  { key: 'month', label: 'Último mes', hint: 'Desde hace un mes hasta hoy' },
] as const;

type RangeKey = (typeof RANGES)[number]['key'];

/** Issue 32: «Por barbero» over this week or the last month, as the figures beside it count them. */
export function BarberStats({ stats: statsRef }: { stats: FragmentType<typeof BarberStatsFragment> }) {
  const stats = getFragmentData(BarberStatsFragment, statsRef);
  const [range, setRange] = useState<RangeKey>('week');
  const chosen = RANGES.find((entry) => entry.key === range)!;
  const figures = range === 'week' ? stats.weeklyStats.byBarber : stats.monthlyStats.byBarber;
  return (
    <BarberFigures panel="stats-panel" figures={figures} range={chosen.hint}>
      <div className="barber-stats__ranges" role="group" aria-label="Días de las cifras por barbero">
        {RANGES.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className="barber-stats__range"
            aria-pressed={entry.key === range}
            onClick={() => setRange(entry.key)}
          >
            {entry.label}
          </button>
        ))}
      </div>
    </BarberFigures>
  );
}
