import { Icon } from '@/components/ui/icon';
import { mailtoHref, telHref } from '@/lib/contact-links';

/** Verificado / Pendiente, the same on the client's card and on their page. */
export function ClientVerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return (
    <span className={`client-badge client-badge--${isVerified ? 'verified' : 'pending'}`}>
      {isVerified ? 'Verificado' : 'Pendiente'}
    </span>
  );
}

/** The client's email and phone as links to write or call (SPEC §2), «No especificado» without a phone. */
export function ClientContact({ email, phone }: { email: string; phone?: string | null }) {
  return (
    <ul className="client-card__contact">
      <li>
        <Icon name="mail" size={16} />
        <a href={mailtoHref(email)}>{email}</a>
      </li>
      <li>
        <Icon name="phone" size={16} />
        {phone ? <a href={telHref(phone)}>{phone}</a> : <span>No especificado</span>}
      </li>
    </ul>
  );
}
