import type { EntityManager } from 'typeorm';
import { barberMessages } from '../../../../common/validation/barber';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../domain/errors';
import { Role } from '../../domain/role';
import { INVITATION_LIFETIME_MS, issueAccountToken, TokenPurpose } from '../account/account-tokens';
import { isAddressInUse } from '../account/address-in-use';
import { normalizeEmail } from '../auth/auth.service';
import { renderMail } from '../mail/mail-layout';
import { shopDetails, type MailLinks } from '../mail/mail-links';
import { enqueueMail } from '../mail/outbox';
import { auditBarberInvited } from './barber-audit';
import { Barber } from './barber.entity';

/**
 * Makes the barber's account (role BARBER, no password yet), links it and mails the invitation, all in the
 * caller's transaction: the account, the link and the mail exist together or not at all. The link is a
 * password-reset link that lasts 72 hours (decision 0032); the reset screen sets the password.
 */
export async function inviteBarberAccount(
  manager: EntityManager,
  links: MailLinks,
  barber: Barber,
  rawEmail: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (await isAddressInUse(manager, email)) throw conflict(barberMessages.emailTaken);
  let userId: string;
  try {
    // The address checked above may be taken in between: the unique index has the last word.
    const [row] = (await manager.query(
      `INSERT INTO users (name, email, password_hash, role, is_verified) VALUES ($1, $2, NULL, $3, false) RETURNING id`,
      [barber.name, email, Role.BARBER],
    )) as { id: string }[];
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(barberMessages.emailTaken);
    throw error;
  }
  await manager.update(Barber, { id: barber.id }, { userId });
  const token = await issueAccountToken(manager, userId, TokenPurpose.RESET_PASSWORD, email, INVITATION_LIFETIME_MS);
  const shop = await shopDetails(manager);
  await enqueueMail(manager, {
    kind: 'barber_invitation',
    to: email,
    userId,
    ...renderMail(
      {
        subject: `Te han invitado a ${shop.name}`,
        greeting: `Hola, ${barber.name}:`,
        paragraphs: [
          `${shop.name} te ha dado de alta como barbero. Con tu cuenta verás tu agenda y podrás llevar tus citas, tu horario y tus días libres.`,
          'Elige una contraseña con este enlace para entrar. Sirve una sola vez y caduca en 72 horas; si caduca, pide otra invitación a la barbería.',
        ],
        action: { label: 'Elegir mi contraseña', url: links.resetPassword(token) },
      },
      shop,
    ),
  });
  await auditBarberInvited(manager, barber, email);
}
