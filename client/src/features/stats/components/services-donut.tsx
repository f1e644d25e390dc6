import { Cell, Pie, PieChart } from 'recharts';
import { CardPanel } from '@/components/ui/card-panel';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { CHART_COLORS } from '../utils/format-stats';

const ServicesDonutFragment = graphql(`
  fragment ServicesDonut_stats on Stats {
    bestSellingServices {
      name
      count
      earnings
    }
  }
`);

const LEGEND_SIZE = 4; // SPEC §9: the legend shows the top 4.

/** SPEC §2: donut of the best-selling services (8 colours) with a legend of the top 4. */
export function ServicesDonut({ stats: statsRef }: { stats: FragmentType<typeof ServicesDonutFragment> }) {
  const { bestSellingServices: services } = getFragmentData(ServicesDonutFragment, statsRef);
  const total = services.reduce((sum, service) => sum + service.count, 0);
  const percent = (count: number) => (total ? `${((count / total) * 100).toFixed(1)}%` : '0%');

  return (
    <CardPanel
      block="stats-panel"
      id="services-donut"
      title="Servicios Más Vendidos"
      empty={services.length === 0 && 'Aún no hay servicios completados.'}
    >
      <div className="donut">
        <div className="donut__chart" aria-hidden="true" inert>
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: 220 }}>
            <Pie
              data={services}
              dataKey="count"
              nameKey="name"
              innerRadius="58%"
              outerRadius="90%"
              paddingAngle={services.length > 1 ? 2 : 0}
              stroke="none"
              rootTabIndex={-1}
              isAnimationActive={false}
            >
              {services.map((service, index) => (
                <Cell key={service.name} fill={CHART_COLORS[index % CHART_COLORS.length]} />
              ))}
            </Pie>
          </PieChart>
        </div>
        <ul className="donut__legend" aria-label="Los 4 servicios más vendidos">
          {services.slice(0, LEGEND_SIZE).map((service, index) => (
            <li key={service.name} className="donut__legend-item">
              <span className="donut__swatch" style={{ background: CHART_COLORS[index] }} aria-hidden="true" />
              <span className="donut__name">{service.name}</span>
              <span className="donut__figure">
                {service.count} · {percent(service.count)}
              </span>
            </li>
          ))}
        </ul>
        {/* Tables ignore width: the hiding wrapper keeps it from widening the page. */}
        <div className="visually-hidden">
          <table>
            <caption>Ventas por servicio (citas completadas)</caption>
            <thead>
              <tr>
                <th scope="col">Servicio</th>
                <th scope="col">Citas</th>
                <th scope="col">Porcentaje</th>
                <th scope="col">Ingresos</th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => (
                <tr key={service.name}>
                  <th scope="row">{service.name}</th>
                  <td>{service.count}</td>
                  <td>{percent(service.count)}</td>
                  <td>{formatPrice(service.earnings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </CardPanel>
  );
}
