import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);
dayjs.locale('es');

// SPEC §1: every date and time is the shop's. The zone is the server's SHOP_TIMEZONE, read from the public
// config before the screens render (ShopTimeZoneGate); until then, the browser's own.
let shopZone: string = dayjs.tz.guess();
let zoneFromServer = false;

/** The shop's IANA time zone. */
export function shopTimeZone(): string {
  return shopZone;
}

/** True once the server has said which zone the shop is in. */
export function hasShopTimeZone(): boolean {
  return zoneFromServer;
}

export function setShopTimeZone(zone: string): void {
  shopZone = zone;
  zoneFromServer = true;
  dayjs.tz.setDefault(zone);
}

export { dayjs };
