import { partyName } from '../../../../common/appointment-party';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { DataSource } from 'typeorm';
import { exportRangeProblem } from '../../../../common/validation/export';
import { badInput } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { AuditAction } from '../audit/audit-action';
import { recordAudit } from '../audit/record-audit';
import { statusLabel, type AppointmentStatus } from '../appointments/appointment-status';
import type { ShopClock } from '../appointments/shop-clock';
import type { ClientService } from '../clients/clients.service';
import { toCsv } from './csv';
import { CLIENT_CANCELLED_LABEL } from '../../../../common/client-cancellation';

dayjs.extend(utc);
dayjs.extend(timezone);

interface AppointmentRow {
  date: string;
  time: string;
  client_name: string | null;
  client_email: string | null;
  client_phone: string | null;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  cut_type: string;
  duration: number;
  price: string;
  status: AppointmentStatus;
  note: string | null;
  rejection_reason: string | null;
  created_at: Date;
  /** A client's cancellation (client_cancellations), not an appointment. */
  client_cancelled?: boolean;
}

const APPOINTMENTS = `
  SELECT to_char(a."date", 'YYYY-MM-DD') AS date, a."time", u.name AS client_name, u.email AS client_email,
         u.phone AS client_phone, a.walk_in_name, a.walk_in_phone, a.cut_type, a.duration,
         a.price::text AS price, a.status, a.note, a.rejection_reason, a.created_at
    FROM appointments a LEFT JOIN users u ON u.id = a.client_id
   WHERE a."date" BETWEEN $1 AND $2
   ORDER BY a."date", a."time", a.created_at, a.id`;

// A cancellation kept no note and had no rejection; its "Creada" is when the appointment was booked.
const APPOINTMENTS_AND_CANCELLATIONS = `
  SELECT to_char(r."date", 'YYYY-MM-DD') AS date, r."time", u.name AS client_name, u.email AS client_email,
         u.phone AS client_phone, r.walk_in_name, r.walk_in_phone, r.cut_type, r.duration,
         r.price::text AS price, r.status, r.note, r.rejection_reason, r.created_at, r.client_cancelled
    FROM (SELECT id, client_id, "date", "time", walk_in_name, walk_in_phone, cut_type, duration, price, status,
                 note, rejection_reason, created_at, false AS client_cancelled
            FROM appointments WHERE "date" BETWEEN $1 AND $2
          UNION ALL
          SELECT appointment_id, client_id, "date", "time", NULL, NULL, cut_type, duration, price, status,
                 NULL, NULL, booked_at, true
            FROM client_cancellations WHERE "date" BETWEEN $1 AND $2) r
    LEFT JOIN users u ON u.id = r.client_id
   ORDER BY r."date", r."time", r.created_at, r.id`;

/** The appointments file's columns, in order (also listed in openapi.json). */
export const APPOINTMENT_HEADERS = [
  'Fecha',
  'Hora',
  'Cliente',
  'Tipo de cliente',
  'Email',
  'Teléfono',
  'Servicio',
  'Duración (min)',
  'Precio (USD)',
  'Estado',
  'Nota',
  'Motivo de rechazo',
  'Creada',
];

/** The clients file's columns, in order (also listed in openapi.json). */
export const CLIENT_HEADERS = [
  'Nombre',
  'Email',
  'Teléfono',
  'Verificado',
  'Registrado',
  'Citas completadas',
  'No asistió',
  'Total gastado (USD)',
];

/** The barber's downloads (issue 15): CSV in the shop's time zone, with Spanish headers. */
export class ExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly clients: ClientService,
  ) {}

  /**
   * Appointments of [from, to] (shop days, both included), by day and time; the download goes in the activity log.
   * With `withClientCancellations`, the clients' cancellations of those days come among them, marked as such
   * (decision 0027); without it the file is what it always was.
   */
  async appointmentsCsv(from: string, to: string, by: Viewer, withClientCancellations = false): Promise<string> {
    const problem = exportRangeProblem(from, to);
    if (problem) throw badInput(problem);
    const rows: AppointmentRow[] = await this.dataSource.query(
      withClientCancellations ? APPOINTMENTS_AND_CANCELLATIONS : APPOINTMENTS,
      [from, to],
    );
    await this.recordExport(by, 'appointments', {
      from,
      to,
      rows: rows.length,
      ...(withClientCancellations ? { clientCancellations: true } : {}),
    });
    return toCsv(
      APPOINTMENT_HEADERS,
      rows.map((row) => [
        row.date,
        row.time,
        partyName(row.client_name, row.walk_in_name),
        row.client_name ? 'Registrado' : row.walk_in_name ? 'Sin cuenta' : 'Cuenta eliminada',
        row.client_email,
        row.client_phone ?? row.walk_in_phone,
        row.cut_type,
        row.duration,
        row.price,
        row.client_cancelled ? CLIENT_CANCELLED_LABEL : statusLabel(row.status),
        row.note,
        row.rejection_reason,
        this.shopTime(row.created_at),
      ]),
    );
  }

  /** Every client with the figures of the clients screen, by name; the download goes in the activity log. */
  async clientsCsv(by: Viewer): Promise<string> {
    const clients = await this.clients.list();
    await this.recordExport(by, 'clients', { rows: clients.length });
    return toCsv(
      CLIENT_HEADERS,
      clients.map((client) => [
        client.name,
        client.email,
        client.phone,
        client.isVerified ? 'Sí' : 'No',
        this.shopTime(client.createdAt),
        client.completedAppointments,
        client.noShowAppointments,
        client.totalSpent.toFixed(2),
      ]),
    );
  }

  /** A query has no mutation's actor: who downloaded is named. */
  private recordExport(by: Viewer, file: 'appointments' | 'clients', after: Record<string, unknown>): Promise<void> {
    return recordAudit(this.dataSource.manager, {
      action: AuditAction.DATA_EXPORTED,
      targetType: 'export',
      targetId: file,
      actor: by,
      after,
    });
  }

  private shopTime(instant: Date): string {
    return dayjs(instant).tz(this.clock.zone).format('YYYY-MM-DD HH:mm');
  }
}
