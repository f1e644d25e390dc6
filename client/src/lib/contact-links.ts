// Links built from the public business config (SPEC §2: call, e-mail, map search, social profile).

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A maps search of the address (opens the map app on phones). */
export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** The handle without its leading @ ('@elite.barber' and 'elite.barber' are the same profile). */
export function instagramHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

export function instagramHref(value: string): string {
  return `https://www.instagram.com/${encodeURIComponent(instagramHandle(value))}/`;
}
