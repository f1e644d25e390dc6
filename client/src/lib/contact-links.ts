import type { IconName } from '@/components/ui/icon';

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

export type ContactKind = 'phone' | 'email' | 'address' | 'instagram';

/** One way to reach the shop, ready to be drawn as a link. */
export type ContactChannel = { kind: ContactKind; icon: IconName; value: string; href: string; external: boolean };

type ContactConfig = {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  instagram?: string | null;
};

/** The shop's filled-in ways to be reached, in the order every screen lists them. */
export function contactChannels(config: ContactConfig): ContactChannel[] {
  const channels: ContactChannel[] = [];
  const add = (kind: ContactKind, icon: IconName, value: string, href: string, external = false) =>
    channels.push({ kind, icon, value, href, external });
  if (config.phone) add('phone', 'phone', config.phone, telHref(config.phone));
  if (config.email) add('email', 'mail', config.email, mailtoHref(config.email));
  if (config.address) add('address', 'mapPin', config.address, mapsSearchHref(config.address), true);
  const handle = config.instagram ? instagramHandle(config.instagram) : '';
  if (handle) add('instagram', 'instagram', `@${handle}`, instagramHref(handle), true);
  return channels;
}

/** Attributes of a link that leaves the app for another site. */
export const externalLink = (external: boolean) => (external ? { target: '_blank', rel: 'noreferrer' } : {});
