import { useQuery } from '@apollo/client/react';
import { Icon } from '@/components/ui/icon';
import { graphql } from '@/gql/gql';

const UnsentMailsQuery = graphql(`
  query UnsentMails {
    unsentMails
  }
`);

/** Mails not delivered yet (the mail server refuses or is unreachable): shown only when there are some. */
export function UnsentMails() {
  const { data } = useQuery(UnsentMailsQuery, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const count = data?.unsentMails ?? 0;
  if (!count) return null;
  return (
    <div className="card dashboard-unsent" role="status">
      <Icon name="alert" size={22} />
      <p>
        <strong>{count === 1 ? '1 correo sin enviar' : `${count} correos sin enviar`}</strong>: se reintentan solos. Si
        el número no baja, revisa la configuración del correo (SMTP_URL).
      </p>
    </div>
  );
}
