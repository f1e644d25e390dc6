import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { PENDING_REQUESTS_PATH, pendingRequestsText, usePendingRequestCount } from '@/lib/pending-requests';

/**
 * Issue 31 §3: the month's counters count the month shown, so the requests of another month (the 1st seen on the
 * 28th) would hide behind «0 Pendientes»; while any request waits from today on, the calendar says so and links
 * to «Solicitudes por confirmar».
 */
export function CalendarRequestsLink() {
  const count = usePendingRequestCount();
  if (!count) return null;
  return (
    <Link to={PENDING_REQUESTS_PATH} className="card calendar-requests-link">
      <Icon name="alert" size={20} />
      <span>
        <strong>{pendingRequestsText(count)}</strong>
        <span className="calendar-requests-link__hint"> de hoy en adelante, en cualquier mes</span>
      </span>
      <Icon name="chevronRight" size={20} className="calendar-requests-link__chevron" />
    </Link>
  );
}
