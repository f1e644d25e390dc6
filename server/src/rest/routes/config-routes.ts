import { optionalText, text } from '../request-values';
import { bodyInput, routeGroup } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { businessConfigSchema } from '../../../../common/validation/business-config';

const config = routeGroup('configuración');

export const configRoutes: RouteSpec[] = [
  config.get(
    '/config/public',
    { summary: 'Contacto y horario de la barbería', audience: 'public', answers: 'Datos públicos' },
    { document: `query RestPublicConfig { publicConfig { ...RestPublicConfig } }`, data: { field: 'publicConfig' } },
  ),
  config.get(
    '/config',
    {
      summary: 'Los datos del negocio',
      audience: 'admin',
      answers: 'Los datos; null hasta que se guardan por primera vez',
    },
    {
      document: `query RestBusinessConfig { businessConfig { ...RestBusinessConfig } }`,
      data: { field: 'businessConfig' },
    },
  ),
  config.put(
    '/config',
    {
      summary: 'Guarda los datos del negocio',
      description: 'Sin `hours` se conserva el horario actual.',
      audience: 'admin',
      answers: 'Datos guardados',
    },
    {
      document: `mutation RestUpdateBusinessConfig($input: BusinessConfigInput!) {
        updateBusinessConfig(input: $input) { ...RestBusinessConfig }
      }`,
      variables: bodyInput({
        businessName: text,
        adminName: text,
        phone: text,
        address: text,
        email: text,
        instagram: optionalText,
        openingHours: ['hours', optionalText],
      }),
      body: { rules: businessConfigSchema, keys: { openingHours: 'hours' } },
      data: { field: 'updateBusinessConfig' },
      message: successMessages.configUpdated,
    },
  ),
];
