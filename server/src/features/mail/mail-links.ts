import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { bookingLinkPath } from '../../../../common/booking/booking-link';
import type { ShopSignature } from './mail-layout';

/** The shop's name, contact and the barber's address (for notifications), read in the caller's transaction. */
export interface ShopDetails extends ShopSignature {
  /** Where notifications to the barber go: the business email, else the first admin's. */
  barberEmail: string | null;
  /** How many barbers take bookings: with more than one, the booking mails name the appointment's (issue 32). */
  activeBarbers: number;
}

export async function shopDetails(manager: EntityManager): Promise<ShopDetails> {
  const [config] = (await manager.query(
    `SELECT business_name, address, phone, email FROM business_config WHERE id = 1`,
  )) as { business_name: string; address: string; phone: string; email: string }[];
  const [admin] = config
    ? [undefined]
    : ((await manager.query(`SELECT email FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`)) as {
        email: string;
      }[]);
  const [barbers] = (await manager.query(`SELECT count(*)::int AS n FROM barbers WHERE active`)) as { n: number }[];
  return {
    name: config?.business_name ?? 'Barbería',
    address: config?.address ?? null,
    phone: config?.phone ?? null,
    barberEmail: config?.email ?? admin?.email ?? null,
    activeBarbers: barbers.n,
  };
}

/**
 * Absolute links for mails, and the signed unsubscribe token (an HMAC of the user id with the unsubscribe
 * key: no sign-in needed, nothing stored, not guessable).
 */
export class MailLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly unsubscribeKey: Buffer,
    /** The session secret, which signed these links before they had their own key. */
    private readonly legacySecret: string,
  ) {}

  private url(pathname: string, token: string): string {
    const url = new URL(pathname, this.publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  }

  resetPassword = (token: string) => this.url('/reset-password', token);
  verifyEmail = (token: string) => this.url('/verify-email', token);
  revertEmailChange = (token: string) => this.url('/revert-email', token);
  unsubscribe = (userId: string) => this.url('/unsubscribe', this.unsubscribeToken(userId));
  /** The same signed token; `kind=rebook` turns off only «Recordatorios para volver». */
  unsubscribeRebook = (userId: string) => {
    const url = new URL(this.unsubscribe(userId));
    url.searchParams.set('kind', 'rebook');
    return url.toString();
  };
  /** The booking form with the cut (and the barber, when named) chosen, and the link's source word. */
  rebook = (cutId: string, barberId: string | null) => {
    const url = new URL(bookingLinkPath({ cutId, barberId }), this.publicUrl);
    url.searchParams.set('source', 'recordatorio');
    return url.toString();
  };
  /** The booking form on a freed day and time (issue 33's waitlist): the barber when the entry named one. */
  freedTime = (link: { cutId: string; barberId: string | null; date: string; time: string }) =>
    new URL(bookingLinkPath(link), this.publicUrl).toString();
  myAppointments = () => new URL('/client/appointments', this.publicUrl).toString();
  editAppointment = (id: string) => new URL(`/client/appointments/edit/${id}`, this.publicUrl).toString();
  calendar = () => new URL('/admin/appointments', this.publicUrl).toString();

  unsubscribeToken(userId: string): string {
    return `${userId}.${signature(this.unsubscribeKey, userId)}`;
  }

  /**
   * The user the token names, and whether it was signed the old way (with the session secret), or null when
   * this server did not sign it.
   */
  userOfUnsubscribeToken(token: string): { userId: string; legacy: boolean } | null {
    const [userId, given] = token.split('.');
    if (!userId || !given) return null;
    if (sameText(given, signature(this.unsubscribeKey, userId))) return { userId, legacy: false };
    if (sameText(given, signature(this.legacySecret, userId))) return { userId, legacy: true };
    return null;
  }
}

const signature = (key: Buffer | string, userId: string) =>
  crypto.createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
