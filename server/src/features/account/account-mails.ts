import type { EntityManager } from 'typeorm';
import { renderMail, type MailContent } from '../mail/mail-layout';
import { shopDetails, type MailLinks, type ShopDetails } from '../mail/mail-links';
import { enqueueMail } from '../mail/outbox';

interface Person {
  id: string;
  name: string;
  email: string;
}

/** An account mail: to the person, greeted by name, in the shop's layout. */
async function queueAccountMail(
  manager: EntityManager,
  kind: string,
  user: Person,
  content: (shop: ShopDetails) => Omit<MailContent, 'greeting'>,
) {
  const shop = await shopDetails(manager);
  await enqueueMail(manager, {
    kind,
    to: user.email,
    userId: user.id,
    ...renderMail({ greeting: `Hola, ${user.name}:`, ...content(shop) }, shop),
  });
}

export function queueResetMail(manager: EntityManager, links: MailLinks, user: Person, token: string) {
  return queueAccountMail(manager, 'reset_password', user, () => ({
    subject: 'Restablece tu contraseña',
    paragraphs: [
      'Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta.',
      'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    ],
    action: { label: 'Elegir una contraseña nueva', url: links.resetPassword(token) },
  }));
}

export function queueVerificationMail(manager: EntityManager, links: MailLinks, user: Person, token: string) {
  return queueAccountMail(manager, 'verify_email', user, (shop) => ({
    subject: `Verifica tu email en ${shop.name}`,
    paragraphs: [
      'Gracias por registrarte. Confirma que este email es tuyo para recibir tus citas y recordatorios.',
      'El enlace caduca en 7 días; puedes pedir otro desde Mi Perfil.',
    ],
    action: { label: 'Verificar mi email', url: links.verifyEmail(token) },
  }));
}

/** To the address an account just left: where it went, partly hidden, and the link that puts it back. */
export function queueEmailChangedMail(
  manager: EntityManager,
  links: MailLinks,
  user: Person,
  newAddress: string,
  token: string,
) {
  return queueAccountMail(manager, 'email_changed', user, (shop) => ({
    subject: 'Se ha cambiado el email de tu cuenta',
    paragraphs: [
      `El email de tu cuenta en ${shop.name} es ahora ${newAddress}. Desde ahora, para entrar y recibir tus citas se usa esa dirección.`,
      'Si lo has cambiado tú, no tienes que hacer nada.',
      'Si no has sido tú, usa este enlace antes de 7 días: tu cuenta volverá a este email, se cerrarán todas sus sesiones y te enviaremos un enlace para elegir una contraseña nueva.',
    ],
    action: { label: 'No he sido yo: recuperar mi cuenta', url: links.revertEmailChange(token) },
  }));
}
