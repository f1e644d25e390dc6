import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryContent, loadTexts } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { graphql } from '@/gql/gql';
import { formatPrice } from '@/lib/format-price';
import { recordedOn } from '@/lib/shop-date';
import { ClientContact, ClientVerifiedBadge } from './client-contact';
import { useNow } from '@/lib/use-now';
import { clientAppointmentGroups } from '../utils/client-appointment-groups';
import { ClientAppointmentItem } from './client-appointment-item';
import './clients.css';
import './client-page.css';

const ClientPageQuery = graphql(`
  query ClientPage($id: ID!) {
    clientPage(id: $id) {
      client {
        id
        name
        email
        phone
        isVerified
        createdAt
        completedAppointments
        noShowAppointments
        totalSpent
      }
      appointments {
        id
        status
        startsAt
        ...ClientAppointmentItem_appointment
      }
    }
  }
`);

const BACK = { to: '/admin/users', label: 'Volver a Clientes' };

/** Issue 31: /admin/users/:clientId, everything the shop knows of one client, from Clientes or the day's window. */
export function ClientPage() {
  const { clientId = '' } = useParams();
  const query = useQuery(ClientPageQuery, { variables: { id: clientId }, fetchPolicy: 'cache-and-network' });
  const now = useNow();
  const page = query.data?.clientPage;

  return (
    <Screen
      className="client-page"
      title={page?.client.name ?? 'Cliente'}
      description="Sus datos, sus cifras y todas sus citas."
      back={BACK}
    >
      <QueryContent
        query={query}
        texts={loadTexts('el cliente', 'Error al obtener el cliente')}
        moreActions={
          <ButtonLink to={BACK.to} variant="secondary">
            {BACK.label}
          </ButtonLink>
        }
      >
        {({ clientPage: { client, appointments } }) => {
          const { upcoming, past } = clientAppointmentGroups(appointments, now);
          return (
            <div className="client-page__layout">
              {/* The barber's notes on the client (a later issue) join this column. */}
              <div className="client-page__aside">
                <section className="card panel client-page__card" aria-labelledby="client-data-title">
                  <div className="client-page__card-head">
                    <h2 id="client-data-title">Datos</h2>
                    <ClientVerifiedBadge isVerified={client.isVerified} />
                  </div>
                  <ClientContact email={client.email} phone={client.phone} />
                  <dl className="client-card__facts client-page__facts">
                    <div>
                      <dt>Registrado</dt>
                      <dd>{recordedOn(client.createdAt) ?? 'Fecha inválida'}</dd>
                    </div>
                    <div>
                      <dt>Citas</dt>
                      <dd>{appointments.length}</dd>
                    </div>
                    <div>
                      <dt>Citas completadas</dt>
                      <dd>{client.completedAppointments}</dd>
                    </div>
                    <div>
                      <dt>No asistió</dt>
                      <dd>{client.noShowAppointments}</dd>
                    </div>
                    <div>
                      <dt>Total gastado</dt>
                      <dd>{formatPrice(client.totalSpent)}</dd>
                    </div>
                  </dl>
                </section>
              </div>
              <div className="client-page__appointments">
                <AppointmentGroup id="client-upcoming" title="Próximas citas" empty="No tiene citas por venir.">
                  {upcoming.map((appointment) => (
                    <ClientAppointmentItem key={appointment.id} appointment={appointment} />
                  ))}
                </AppointmentGroup>
                <AppointmentGroup id="client-past" title="Historial" empty="Aún no tiene citas pasadas.">
                  {past.map((appointment) => (
                    <ClientAppointmentItem key={appointment.id} appointment={appointment} />
                  ))}
                </AppointmentGroup>
              </div>
            </div>
          );
        }}
      </QueryContent>
    </Screen>
  );
}

type AppointmentGroupProps = { id: string; title: string; empty: string; children: ReactNode[] };

function AppointmentGroup({ id, title, empty, children }: AppointmentGroupProps) {
  return (
    <section className="card panel client-page__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} <span className="client-page__count">({children.length})</span>
      </h2>
      {children.length ? (
        <ul className="client-page__list">{children}</ul>
      ) : (
        <p className="client-page__empty">{empty}</p>
      )}
    </section>
  );
}
