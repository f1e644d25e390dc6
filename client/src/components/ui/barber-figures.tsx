import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { formatRate } from '@/lib/format-rate';
import { CardPanel } from './card-panel';
import './barber-figures.css';

const BarberFiguresFragment = graphql(`
  fragment BarberFigures_stat on BarberStat {
    barberId
    name
    color
    completed
    earnings
    noShowRate
    occupancy
  }
`);

type Figure = {
  barberId?: string | null;
  name: string;
  color?: string | null;
  completed: number;
  earnings: number;
  noShowRate?: number | null;
  occupancy?: number | null;
};

/** 'Carlos Méndez' → 'CM': what the coloured circle shows beside a barber's name. */
export function barberInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es') ?? '')
    .join('');
}

/** A rate, or a dash read as «sin datos» when there was nothing to divide (decision 0035). */
function Rate({ value }: { value?: number | null }) {
  if (value == null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">sin datos</span>
      </>
    );
  }
  return <>{formatRate(value)}</>;
}

/** Occupancy with a bar of its share (capped at full: walk-ins outside the hours may push it past 100 %). */
function Occupancy({ value }: { value?: number | null }) {
  return (
    <span className="barber-figures__occupancy">
      <Rate value={value} />
      {value == null ? null : (
        <span className="barber-figures__meter" aria-hidden="true">
          <span style={{ width: `${Math.min(100, value)}%` }} />
        </span>
      )}
    </span>
  );
}

function Who({ figure }: { figure: Figure }) {
  return (
    <span className="barber-figures__who">
      <span className={`barber-figures__initials tone-${figure.color ?? 'muted'}`} aria-hidden="true">
        {barberInitials(figure.name)}
      </span>
      <span className="barber-figures__name">{figure.name}</span>
    </span>
  );
}

type BarberFiguresProps = {
  /** The panel family ('dashboard-panel', 'stats-panel'). */
  panel: string;
  figures: readonly FragmentType<typeof BarberFiguresFragment>[];
  /** What the figures cover, said under the title ('Esta semana, de lunes a domingo'). */
  range: string;
  /** Controls beside the range (Estadísticas' choice of days). */
  children?: ReactNode;
};

/**
 * Issue 32 «Por barbero»: each barber's completed appointments, earnings, no-show rate and occupancy; a table on
 * wide screens, one card per barber on phones. The screens show it only with more than one barber.
 */
export function BarberFigures({ panel, figures: refs, range, children }: BarberFiguresProps) {
  const figures = getFragmentData(BarberFiguresFragment, refs);
  const key = (figure: Figure) => figure.barberId ?? `sin-id:${figure.name}`;
  return (
    <CardPanel block={panel} id="barber-figures" title="Por barbero">
      <div className="barber-figures__range">
        <p className="barber-figures__hint">{range}</p>
        {children}
      </div>
      {figures.length === 0 ? (
        <p className={`${panel}__empty`}>Aún no hay citas de ningún barbero en estos días.</p>
      ) : (
        <>
          <div className="barber-figures__wide">
            <table className="barber-figures__table">
              <caption className="visually-hidden">Cifras por barbero: {range}</caption>
              <thead>
                <tr>
                  <th scope="col">Barbero</th>
                  <th scope="col">Completadas</th>
                  <th scope="col">Ganancias</th>
                  <th scope="col">No asistió</th>
                  <th scope="col">Ocupación</th>
                </tr>
              </thead>
              <tbody>
                {figures.map((figure) => (
                  <tr key={key(figure)}>
                    <th scope="row">
                      <Who figure={figure} />
                    </th>
                    <td>{figure.completed}</td>
                    <td>{formatPrice(figure.earnings)}</td>
                    <td>
                      <Rate value={figure.noShowRate} />
                    </td>
                    <td>
                      <Occupancy value={figure.occupancy} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="barber-figures__cards">
            {figures.map((figure) => (
              <li key={key(figure)} className="barber-figures__card">
                <Who figure={figure} />
                <dl className="barber-figures__list">
                  <div>
                    <dt>Completadas</dt>
                    <dd>{figure.completed}</dd>
                  </div>
                  <div>
                    <dt>Ganancias</dt>
                    <dd>{formatPrice(figure.earnings)}</dd>
                  </div>
                  <div>
                    <dt>No asistió</dt>
                    <dd>
                      <Rate value={figure.noShowRate} />
                    </dd>
                  </div>
                  <div>
                    <dt>Ocupación</dt>
                    <dd>
                      <Occupancy value={figure.occupancy} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </CardPanel>
  );
}
