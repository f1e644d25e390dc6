import { queryValue } from '../request-values';
import type { RouteSpec } from '../route';
import { str } from '../schema-builders';

const CSV = 'text/csv; charset=utf-8';
const csvBody = str({
  description:
    'CSV (RFC 4180, separado por comas) en UTF-8 con BOM; cabeceras en español; fechas y horas de la barbería.',
});
const csvFile = (body: string, filename: string) => ({ file: { body, contentType: CSV, filename } });

/** The barber's downloads (issue 15): a file, not the JSON envelope; failures still answer the envelope. */
export const exportRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/appointments/export.csv',
    tag: 'citas',
    summary: 'Descarga las citas de un rango de días como CSV',
    description:
      'Columnas: Fecha, Hora, Cliente, Tipo de cliente, Email, Teléfono, Servicio, Duración (min), Precio (USD), Estado, Nota, Motivo de rechazo, Creada.',
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
    response: { status: 200, description: 'El archivo CSV', schema: csvBody, contentType: CSV },
    operation: {
      document: 'query RestAppointmentsCsv($from: String!, $to: String!) { appointmentsCsv(from: $from, to: $to) }',
      variables: (req) => ({ from: queryValue(req, 'from') ?? '', to: queryValue(req, 'to') ?? '' }),
      wrap: (data, req) =>
        csvFile(data.appointmentsCsv, `citas-${queryValue(req, 'from')}-a-${queryValue(req, 'to')}.csv`),
    },
  },
  {
    method: 'get',
    path: '/auth/clients/export.csv',
    tag: 'clientes',
    summary: 'Descarga los clientes como CSV',
    description:
      'Columnas: Nombre, Email, Teléfono, Verificado, Registrado, Citas completadas, No asistió, Total gastado (USD).',
    audience: ['admin'],
    response: { status: 200, description: 'El archivo CSV', schema: csvBody, contentType: CSV },
    operation: {
      document: 'query RestClientsCsv { clientsCsv }',
      wrap: (data) => csvFile(data.clientsCsv, 'clientes.csv'),
    },
  },
];
