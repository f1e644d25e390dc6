// SPEC §1: every date and time is the shop's. The zone is the server's SHOP_TIMEZONE, read from the public
// config before the screens render (ShopTimeZoneGate); until then, the browser's own. Kept apart from dayjs,
// so the gate (on every first load) does not bring dayjs to screens that show no dates.
let shopZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone;
let zoneFromServer = false;
const listeners = new Set<(zone: string) => void>();

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
  listeners.forEach((listener) => listener(zone));
}

/** Calls `listener` with the server's zone now if it is known, and again whenever it is set. */
export function whenShopTimeZoneSet(listener: (zone: string) => void): void {
  listeners.add(listener);
  if (zoneFromServer) listener(shopZone);
}
