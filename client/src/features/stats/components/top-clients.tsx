import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';

const TopClientsFragment = graphql(`
  fragment TopClients_stats on Stats {
    topClients {
      id
      name
      completedAppointments
      totalSpent
    }
  }
`);

/** SPEC §2: 'Top Clientes de Todos los Tiempos' (up to 3). */
export function TopClients({ stats: statsRef }: { stats: FragmentType<typeof TopClientsFragment> }) {
  const { topClients } = getFragmentData(TopClientsFragment, statsRef);
  return (
    <section className="stats-panel card" aria-labelledby="top-clients-title">
      <h2 id="top-clients-title" className="stats-panel__title">
        Top Clientes de Todos los Tiempos
      </h2>
      {topClients.length === 0 ? (
        <p className="stats-panel__empty">No hay clientes con citas completadas</p>
      ) : (
        <ol className="top-clients">
          {topClients.map((client, index) => (
            <li key={client.id} className="top-clients__item">
              <span className={`top-clients__rank top-clients__rank--${index + 1}`} aria-hidden="true">
                {index + 1}
              </span>
              <span className="top-clients__text">
                <span className="top-clients__name">{client.name}</span>
                <span className="top-clients__meta">
                  {client.completedAppointments}{' '}
                  {client.completedAppointments === 1 ? 'cita completada' : 'citas completadas'}
                </span>
              </span>
              <span className="top-clients__spent">{formatPrice(client.totalSpent)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
