import { optionalText, text } from '../request-values';
import { bodyInput, fieldQuery, inputMutation } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { businessConfigSchema } from '../../../../common/validation/business-config';
import { config } from './route-groups';

export const configRoutes: RouteSpec[] = [
  config.get(
    '/config/public',
    { summary: 'Contacto y horario de la barbería', audience: 'public', answers: 'Datos públicos' },
    fieldQuery('publicConfig', '...RestPublicConfig'),
  ),
  config.get(
    '/config',
    {
      summary: 'Los datos del negocio',
      audience: 'admin',
      answers: 'Los datos; null hasta que se guardan por primera vez',
    },
    fieldQuery('businessConfig', '...RestBusinessConfig'),
  ),
  config.put(
    '/config',
    {
      summary: 'Guarda los datos del negocio',
      description: 'Sin `hours` se conserva el horario actual.',
      audience: 'admin',
      answers: 'Datos guardados',
    },
    inputMutation('updateBusinessConfig', 'BusinessConfigInput', '...RestBusinessConfig', {
      variables: bodyInput({
        businessName: text,
        adminName: text,
        phone: text,
        address: text,
        email: text,
        instagram: optionalText,
        openingHours: ['hours', optionalText],
      }),
      body: { rules: businessConfigSchema },
      message: successMessages.configUpdated,
    }),
  ),
];
