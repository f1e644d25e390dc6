import { queryValue } from '../request-values';
import type { RouteSpec } from '../route';
import { str } from '../schema-builders';

const CSV = 'text/csv; charset=utf-8';

/** The barber's downloads (issue 15): a CSV file, not the JSON envelope; failures still answer the envelope. */
export const exportRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/appointments/export.csv',
    tag: 'citas',
    summary: 'Descarga las citas de un rango de días como CSV',
    description:
      'CSV (RFC 4180, separado por comas) en UTF-8 con BOM, fechas y horas de la barbería. Columnas: Fecha, Hora, Cliente, Tipo de cliente, Email, Teléfono, Servicio, Duración (min), Precio (USD), Estado, Nota, Motivo de rechazo, Creada.',
    audience: ['admin'],
    query: [
      { name: 'from', description: 'Primer día (YYYY-MM-DD), incluido.', schema: str(), required: true },
      {
        name: 'to',
        description: 'Último día (YYYY-MM-DD), incluido; como mucho 366 días.',
        schema: str(),
        required: true,
      },
    ],
    response: { status: 200, description: 'El archivo CSV' },
    operation: {
      document: 'query RestAppointmentsCsv($from: String!, $to: String!) { appointmentsCsv(from: $from, to: $to) }',
      variables: (req) => ({ from: queryValue(req, 'from') ?? '', to: queryValue(req, 'to') ?? '' }),
      data: { field: 'appointmentsCsv' },
      download: {
        contentType: CSV,
        filename: (req) => `citas-${queryValue(req, 'from')}-a-${queryValue(req, 'to')}.csv`,
      },
    },
  },
  {
    method: 'get',
    path: '/auth/clients/export.csv',
    tag: 'clientes',
    summary: 'Descarga los clientes como CSV',
    description:
      'CSV (RFC 4180, separado por comas) en UTF-8 con BOM. Columnas: Nombre, Email, Teléfono, Verificado, Registrado, Citas completadas, No asistió, Total gastado (USD).',
    audience: ['admin'],
    response: { status: 200, description: 'El archivo CSV' },
    operation: {
      document: 'query RestClientsCsv { clientsCsv }',
      data: { field: 'clientsCsv' },
      download: { contentType: CSV, filename: () => 'clientes.csv' },
    },
  },
];
