// SPEC §1: every date and time is the shop's. The zone is the server's SHOP_TIMEZONE, read from the public
// config before the screens render (ShopTimeZoneGate); until then, the browser's own.
let shopZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone;
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
}
