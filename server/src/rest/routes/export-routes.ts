import { APPOINTMENT_HEADERS, CLIENT_HEADERS } from '../../features/exports/export.service';
import { CLIENT_CANCELLED_LABEL } from '../../../../common/client-cancellation';
import { flag, queryValue } from '../request-values';
import type { RouteSpec } from '../route';
import { bool, str } from '../schema-builders';
import { appointments, clients } from './route-groups';

const CSV = 'text/csv; charset=utf-8';
const CSV_FORMAT = 'CSV (RFC 4180, separado por comas) en UTF-8 con BOM';

/** The barber's downloads (issue 15): a CSV file, not the JSON envelope; failures still answer the envelope. */
export const exportRoutes: RouteSpec[] = [
  appointments.get(
    '/appointments/export.csv',
    {
      summary: 'Descarga las citas de un rango de días como CSV',
      description: `${CSV_FORMAT}, fechas y horas de la barbería. Columnas: ${APPOINTMENT_HEADERS.join(', ')}.`,
      audience: 'admin',
      query: [
        { name: 'from', description: 'Primer día (YYYY-MM-DD), incluido.', schema: str(), required: true },
        {
          name: 'to',
          description: 'Último día (YYYY-MM-DD), incluido; como mucho 366 días.',
          schema: str(),
          required: true,
        },
        {
          name: 'includeClientCancellations',
          description: `true: también las citas que el cliente canceló esos días, con el estado «${CLIENT_CANCELLED_LABEL}».`,
          schema: bool(),
        },
      ],
      answers: 'El archivo CSV',
    },
    {
      document: `query RestAppointmentsCsv($from: String!, $to: String!, $includeClientCancellations: Boolean) {
        appointmentsCsv(from: $from, to: $to, includeClientCancellations: $includeClientCancellations)
      }`,
      variables: (req) => ({
        from: queryValue(req, 'from') ?? '',
        to: queryValue(req, 'to') ?? '',
        includeClientCancellations: flag(queryValue(req, 'includeClientCancellations')),
      }),
      data: { field: 'appointmentsCsv' },
      download: {
        contentType: CSV,
        filename: (req) => `citas-${queryValue(req, 'from')}-a-${queryValue(req, 'to')}.csv`,
      },
    },
  ),
  clients.get(
    '/auth/clients/export.csv',
    {
      summary: 'Descarga los clientes como CSV',
      description: `${CSV_FORMAT}. Columnas: ${CLIENT_HEADERS.join(', ')}.`,
      audience: 'admin',
      answers: 'El archivo CSV',
    },
    {
      document: 'query RestClientsCsv { clientsCsv }',
      data: { field: 'clientsCsv' },
      download: { contentType: CSV, filename: () => 'clientes.csv' },
    },
  ),
];
