import { agendaDays, agendaVariables, BarberAgendaQuery } from '@/features/calendar/api/barber-agenda-week';
import { hasShopTimeZone } from '@/lib/shop-time-zone';
import { shopToday } from '@/lib/shop-date';
import { startupPublicConfig } from '@/lib/public-config';
import { prefetchQuery } from '@/lib/prefetch-query';

const prefetchWeek = () => prefetchQuery(BarberAgendaQuery, agendaVariables(agendaDays(shopToday())));

/**
 * The agenda's week starts on the shop's today: until the time-zone gate has the shop's zone, the loader waits
 * for the same answer (the gate's handler, registered first, sets the zone before this one runs).
 */
export function loader() {
  if (hasShopTimeZone()) return prefetchWeek();
  startupPublicConfig().then(prefetchWeek, () => undefined);
  return null;
}
