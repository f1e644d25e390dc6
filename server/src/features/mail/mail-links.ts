import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ShopSignature } from './mail-layout';

/** The shop's name, contact and the barber's address (for notifications), read in the caller's transaction. */
export interface ShopDetails extends ShopSignature {
  /** Where notifications to the barber go: the business email, else the first admin's. */
  barberEmail: string | null;
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
  return {
    name: config?.business_name ?? 'Barbería',
    address: config?.address ?? null,
    phone: config?.phone ?? null,
    barberEmail: config?.email ?? admin?.email ?? null,
  };
}

/**
 * Absolute links for mails, and the signed unsubscribe token (an HMAC of the user id with the
 * server's secret: no sign-in needed, nothing stored, not guessable).
 */
export class MailLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
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
  myAppointments = () => new URL('/client/appointments', this.publicUrl).toString();
  editAppointment = (id: string) => new URL(`/client/appointments/edit/${id}`, this.publicUrl).toString();
  calendar = () => new URL('/admin/appointments', this.publicUrl).toString();

  unsubscribeToken(userId: string): string {
    const signature = crypto.createHmac('sha256', this.secret).update(`unsubscribe:${userId}`).digest('base64url');
    return `${userId}.${signature}`;
  }

  /** The user the token names, or null when it was not signed by this server. */
  userOfUnsubscribeToken(token: string): string | null {
    const [userId, signature] = token.split('.');
    if (!userId || !signature) return null;
    const expected = Buffer.from(this.unsubscribeToken(userId).split('.')[1]);
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : null;
  }
}
