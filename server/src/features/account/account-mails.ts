import type { EntityManager } from 'typeorm';
import { renderMail } from '../mail/mail-layout';
import { shopDetails, type MailLinks } from '../mail/mail-links';
import { enqueueMail } from '../mail/outbox';

interface Person {
  name: string;
  email: string;
}

export async function queueResetMail(manager: EntityManager, links: MailLinks, user: Person, token: string) {
  const shop = await shopDetails(manager);
  await enqueueMail(manager, {
    kind: 'reset_password',
    to: user.email,
    ...renderMail(
      {
        subject: 'Restablece tu contraseña',
        greeting: `Hola, ${user.name}:`,
        paragraphs: [
          'Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta.',
          'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
        ],
        action: { label: 'Elegir una contraseña nueva', url: links.resetPassword(token) },
      },
      shop,
    ),
  });
}

export async function queueVerificationMail(manager: EntityManager, links: MailLinks, user: Person, token: string) {
  const shop = await shopDetails(manager);
  await enqueueMail(manager, {
    kind: 'verify_email',
    to: user.email,
    ...renderMail(
      {
        subject: `Verifica tu email en ${shop.name}`,
        greeting: `Hola, ${user.name}:`,
        paragraphs: [
          'Gracias por registrarte. Confirma que este email es tuyo para recibir tus citas y recordatorios.',
          'El enlace caduca en 7 días; puedes pedir otro desde Mi Perfil.',
        ],
        action: { label: 'Verificar mi email', url: links.verifyEmail(token) },
      },
      shop,
    ),
  });
}
