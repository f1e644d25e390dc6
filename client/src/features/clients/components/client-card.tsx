import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { clientPagePath } from '@/lib/area-paths';
import { formatPrice } from '@/lib/format-price';
import { recordedOn } from '@/lib/shop-date';
import { ClientContact, ClientVerifiedBadge } from './client-contact';
import { ClientNotesPanel } from '@/components/client-notes/client-notes-panel';

const ClientCardFragment = graphql(`
  fragment ClientCard_client on ClientRecord {
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
`);

type ClientCardProps = {
  client: FragmentType<typeof ClientCardFragment>;
  onDelete: (client: { id: string; name: string }) => void;
  deleting: boolean;
};

/** SPEC §2 client card: verified badge, mailto/tel links, registration date, activity, delete; its page (issue 31). */
export function ClientCard({ client: clientRef, onDelete, deleting }: ClientCardProps) {
  const client = getFragmentData(ClientCardFragment, clientRef);
  const headingId = `client-${client.id}-name`;
  const initial = client.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <li className="client-card card panel" aria-labelledby={headingId}>
      <div className="client-card__head">
        <span className="avatar client-card__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="client-card__identity">
          <h2 id={headingId} className="client-card__name">
            <Link to={clientPagePath(client.id)} className="client-card__link">
              {client.name}
            </Link>
          </h2>
          <ClientVerifiedBadge isVerified={client.isVerified} />
        </div>
      </div>

      <ClientContact email={client.email} phone={client.phone} />

      <dl className="client-card__facts">
        <div>
          <dt>Registrado</dt>
          <dd>{recordedOn(client.createdAt) ?? 'Fecha inválida'}</dd>
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

      <ClientNotesPanel client={{ id: client.id, name: client.name }} showEmpty />

      <div className="client-card__actions">
        <ButtonLink
          to={clientPagePath(client.id)}
          variant="secondary"
          icon="user"
          aria-label={`Ver la ficha de ${client.name}`}
        >
          Ver ficha
        </ButtonLink>
        <Button
          variant="secondary"
          className="btn--danger-outline client-card__delete"
          onClick={() => onDelete({ id: client.id, name: client.name })}
          disabled={deleting}
          aria-label={`Eliminar a ${client.name}`}
        >
          <Icon name="trash" size={18} />
          {deleting ? 'Eliminando...' : 'Eliminar'}
        </Button>
      </div>
    </li>
  );
}
