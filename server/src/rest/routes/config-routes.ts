import { bodyOf, optionalText, text } from '../request-values';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { businessConfigSchema } from '../../../../common/validation/business-config';

export const configMessages = {
  updated: successMessages.configUpdated,
} as const;

export const configRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/config/public',
    tag: 'configuración',
    summary: 'Contacto y horario de la barbería',
    audience: ['public'],
    response: { status: 200, description: 'Datos públicos' },
    operation: {
      document: `query RestPublicConfig { publicConfig { ...RestPublicConfig } }`,
      data: { field: 'publicConfig' },
    },
  },
  {
    method: 'get',
    path: '/config',
    tag: 'configuración',
    summary: 'Los datos del negocio',
    audience: ['admin'],
    response: { status: 200, description: 'Los datos; null hasta que se guardan por primera vez' },
    operation: {
      document: `query RestBusinessConfig { businessConfig { ...RestBusinessConfig } }`,
      data: { field: 'businessConfig' },
    },
  },
  {
    method: 'put',
    path: '/config',
    tag: 'configuración',
    summary: 'Guarda los datos del negocio',
    description: 'Sin `hours` se conserva el horario actual.',
    audience: ['admin'],
    response: { status: 200, description: 'Datos guardados' },
    operation: {
      document: `mutation RestUpdateBusinessConfig($input: BusinessConfigInput!) {
        updateBusinessConfig(input: $input) { ...RestBusinessConfig }
      }`,
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            businessName: text(body.businessName),
            adminName: text(body.adminName),
            phone: text(body.phone),
            address: text(body.address),
            email: text(body.email),
            instagram: optionalText(body.instagram),
            openingHours: optionalText(body.hours),
          },
        };
      },
      body: { rules: businessConfigSchema, keys: { openingHours: 'hours' } },
      data: { field: 'updateBusinessConfig' },
      message: configMessages.updated,
    },
  },
];
