import { numeric } from '../request-values';
import { bodyInput, fieldQuery, inputMutation } from '../route-builders';
import type { RouteSpec } from '../route';
import { accountMessages, mailSettingsSchema } from '../../../../common/validation/account';
import { config } from './route-groups';

const MAIL_FIELDS = 'notifyBarber reminderHoursBefore';

/** The shop's mail settings (Configuración del Negocio → «Correos y recordatorios»), for third-party front ends. */
export const mailRoutes: RouteSpec[] = [
  config.get(
    '/config/mail',
    {
      summary: 'Ajustes de correo: avisos al barbero y horas de antelación del recordatorio',
      audience: 'admin',
      answers: 'Los ajustes de correo',
    },
    fieldQuery('mailSettings', MAIL_FIELDS),
  ),
  config.put(
    '/config/mail',
    {
      summary: 'Guarda los ajustes de correo',
      description: '`reminderHoursBefore` de 0 a 168 (0 = sin recordatorios).',
      audience: 'admin',
      answers: 'Ajustes guardados',
    },
    inputMutation('updateMailSettings', 'MailSettingsInput', MAIL_FIELDS, {
      variables: bodyInput({ reminderHoursBefore: numeric, notifyBarber: (value) => value }),
      body: { rules: mailSettingsSchema },
      message: accountMessages.mailSettingsSaved,
    }),
  ),
];
