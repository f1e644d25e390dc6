import { historyStatusMeta } from '@common/appointment-status';
import { Icon } from '@/components/ui/icon';
import { StatusBadge } from '@/components/ui/status-badge';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { useShopBarbers } from '@/lib/shop-barbers';
import { formatPrice } from '@/lib/format-price';
import { formatLongDate, formatTime } from '../utils/appointment-format';
import { RepeatBookingLink } from './repeat-booking-link';

const AppointmentHistoryItemFragment = graphql(`
  fragment AppointmentHistoryItem_appointment on Appointment {
    id
    cutType
    date
    time
    price
    status
    barberName
    ...RepeatBookingLink_appointment
  }
`);

type HistoryItemProps = { appointment: FragmentType<typeof AppointmentHistoryItemFragment> };

/** One row of Mi Historial: cut, date and time, price and a simplified badge. */
export function HistoryItem({ appointment }: HistoryItemProps) {
  const data = getFragmentData(AppointmentHistoryItemFragment, appointment);
  const status = historyStatusMeta(data.status);
  const { several } = useShopBarbers();
  const hasPrice = typeof data.price === 'number' && Number.isFinite(data.price);

  return (
    <article className="card history-item" data-tone={status.tone}>
      <span className="history-item__icon">
        <Icon name="scissors" size={20} />
      </span>
      <div className="history-item__main">
        <h3 className="history-item__title">{data.cutType}</h3>
        <p className="history-item__when">
          {formatLongDate(data.date)} · {formatTime(data.time)}
          {several ? ` · con ${data.barberName}` : null}
        </p>
      </div>
      <div className="history-item__side">
        <span className={hasPrice ? 'history-item__price' : 'history-item__price history-item__price--missing'}>
          {hasPrice ? formatPrice(data.price) : 'Precio no disponible'}
        </span>
        <StatusBadge label={status.label} tone={status.tone} />
        <RepeatBookingLink appointment={data} className="history-item__repeat" />
      </div>
    </article>
  );
}
