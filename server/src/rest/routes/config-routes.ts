import { bodyOf, optionalText, text } from '../request-values';
import type { RouteSpec } from '../route';
import { arrayOf, bool, dateTime, envelope, int, nullable, object, ref, requestBody, str } from '../schema-builders';
import { successMessages } from '../../../../common/messages';

export const configMessages = {
  updated: successMessages.configUpdated,
} as const;

const HOURS = 'openingHours { weekday open close }';
const CONFIG_FIELDS = `businessName adminName phone address email instagram updatedAt ${HOURS}`;
const PUBLIC_FIELDS = `businessName adminName phone address email instagram timeZone configured ${HOURS}`;

const hhmm = nullable(str({ pattern: '^\\d{2}:\\d{2}$' }));

export const configSchemas = {
  DayHours: object({
    weekday: int({ minimum: 1, maximum: 7, description: '1 lunes … 7 domingo.' }),
    open: hhmm,
    close: hhmm,
  }),
  BusinessConfig: object(
    {
      businessName: str(),
      adminName: str(),
      phone: str(),
      address: str(),
      email: str(),
      instagram: nullable(str()),
      hours: {
        ...arrayOf(ref('DayHours')),
        description: 'Un día por elemento, de lunes a domingo; null/null si cierra.',
      },
      updatedAt: dateTime(),
    },
    ['instagram'],
  ),
  PublicConfig: object(
    {
      businessName: nullable(str()),
      adminName: nullable(str()),
      phone: nullable(str()),
      address: nullable(str()),
      email: nullable(str()),
      instagram: nullable(str()),
      hours: {
        ...arrayOf(ref('DayHours')),
        description: 'El horario guardado o, si no hay, el habitual (L–V 8–18, S 8–16, D cerrado).',
      },
      timeZone: str({ description: 'Zona horaria IANA de la barbería; todas sus fechas y horas son de esa zona.' }),
      configured: bool({ description: 'Falso hasta que el administrador guarda los datos del negocio.' }),
    },
    ['instagram'],
  ),
};

/** GraphQL's `openingHours` is the REST records' `hours`. */
function withHours<T extends { openingHours: unknown }>(config: T) {
  const { openingHours, ...rest } = config;
  return { ...rest, hours: openingHours };
}

export const configRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/config/public',
    tag: 'configuración',
    summary: 'Contacto y horario de la barbería',
    audience: ['public'],
    response: { status: 200, description: 'Datos públicos', schema: envelope({ data: ref('PublicConfig') }) },
    operation: {
      document: `query RestPublicConfig { publicConfig { ${PUBLIC_FIELDS} } }`,
      wrap: (data) => ({ data: withHours(data.publicConfig) }),
    },
  },
  {
    method: 'get',
    path: '/config',
    tag: 'configuración',
    summary: 'Los datos del negocio',
    audience: ['admin'],
    response: {
      status: 200,
      description: 'Los datos; null hasta que se guardan por primera vez',
      schema: envelope({ data: nullable(ref('BusinessConfig')) }),
    },
    operation: {
      document: `query RestBusinessConfig { businessConfig { ${CONFIG_FIELDS} } }`,
      wrap: (data) => ({ data: data.businessConfig ? withHours(data.businessConfig) : null }),
    },
  },
  {
    method: 'put',
    path: '/config',
    tag: 'configuración',
    summary: 'Guarda los datos del negocio',
    description: 'Sin `hours` se conserva el horario actual.',
    audience: ['admin'],
    requestBody: requestBody(
      {
        businessName: str(),
        adminName: str(),
        phone: str(),
        address: str(),
        email: str(),
        instagram: nullable(str({ description: 'Usuario, con o sin @; vacío lo quita.' })),
        hours: arrayOf(ref('DayHours')),
      },
      ['businessName', 'adminName', 'phone', 'address', 'email'],
    ),
    response: {
      status: 200,
      description: 'Datos guardados',
      schema: envelope({ message: true, data: ref('BusinessConfig') }),
    },
    operation: {
      document: `mutation RestUpdateBusinessConfig($input: BusinessConfigInput!) {
        updateBusinessConfig(input: $input) { ${CONFIG_FIELDS} }
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
      wrap: (data) => ({ message: configMessages.updated, data: withHours(data.updateBusinessConfig) }),
    },
  },
];
