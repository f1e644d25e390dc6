import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { PENDING_REQUESTS_PATH, pendingRequestsText, usePendingRequestCount } from '@/lib/pending-requests';

/**
 * Issue 31 §3: today's figures count today's requests only; this card counts every request from today on,
 * whatever month, and opens «Solicitudes por confirmar». Live through the admin menu's subscription.
 */
export function PendingRequestsCard() {
  const count = usePendingRequestCount();
  if (count === null) return null;
  return (
    <Link
      to={PENDING_REQUESTS_PATH}
      className={count ? 'card dashboard-requests dashboard-requests--waiting' : 'card dashboard-requests'}
    >
      <Icon name={count ? 'alert' : 'checkCircle'} size={22} />
      <span className="dashboard-requests__text">
        <strong>{count ? pendingRequestsText(count) : 'No hay solicitudes por confirmar'}</strong>
        <span className="dashboard-requests__hint">
          {count ? 'Confírmalas o recházalas, sea cual sea su mes' : 'Las reservas nuevas aparecerán aquí'}
        </span>
      </span>
      <Icon name="chevronRight" size={20} className="dashboard-requests__chevron" />
    </Link>
  );
}
