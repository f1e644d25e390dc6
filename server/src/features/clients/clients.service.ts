import type { DataSource } from 'typeorm';
import { phoneDigits, searchText } from '../../../../common/search-text';
import { isUuid } from '../../db/uuid';
import { auditClientDeleted } from '../audit/account-audit';
import { badInput, notFound } from '../../domain/errors';
import { AppointmentChangeKind } from '../appointments/appointment-change';
import { AppointmentStatus, LIVE_STATUSES, SERVED_STATUSES, sqlStatusIn } from '../appointments/appointment-status';
import type { Agenda } from '../appointments/agenda';
import type { MailService } from '../mail/mail.service';
import type { SessionService } from '../sessions/session.service';
import { Role } from '../../domain/role';
import { Appointment } from '../appointments/appointment.entity';
import type { ClientPage } from './client-page.type';
import type { ClientRecord } from './client-record.type';

export const clientMessages = {
  notFound: 'Cliente no encontrado',
  adminNotDeletable: 'No se puede eliminar una cuenta de administrador',
} as const;

// Which statuses count, from the shared vocabulary (common/appointment-status.ts).
const SERVED = sqlStatusIn(SERVED_STATUSES);
const NO_SHOW = sqlStatusIn([AppointmentStatus.NO_SHOW]);

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** An appointment a deletion touched, with the agenda that hears of it. */
interface AgendaRow {
  id: string;
  barber_id: string | null;
}

interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  is_verified: boolean;
  completed_appointments: number;
  no_show_appointments: number;
  total_spent: string;
  created_at: Date;
  updated_at: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// searchText in SQL for the accents Spanish names and emails carry (no extension needed, PGlite included).
const WITHOUT_ACCENTS = (column: string) =>
  `translate(lower(${column}), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')`;

// A client's figures, summed in SQL from the prices snapshotted at booking (numeric, so cents add up exactly).
const CLIENT_ROWS = `SELECT u.id, u.name, u.email, u.phone, u.is_verified, u.created_at, u.updated_at,
              count(a.id) FILTER (WHERE a.status ${SERVED})::int AS completed_appointments,
              count(a.id) FILTER (WHERE a.status ${NO_SHOW})::int AS no_show_appointments,
              COALESCE(sum(a.price) FILTER (WHERE a.status ${SERVED}), 0)::text AS total_spent
         FROM users u
         LEFT JOIN appointments a ON a.client_id = u.id`;

const toClientRecord = (row: ClientRow): ClientRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  isVerified: row.is_verified,
  completedAppointments: row.completed_appointments,
  noShowAppointments: row.no_show_appointments,
  totalSpent: Number(row.total_spent),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class ClientService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly agenda: Agenda,
    private readonly sessions: SessionService,
    private readonly mail: Pick<MailService, 'forget'>,
  ) {}

  /**
   * Clients (never admins) with their completed appointments and spend, summed in SQL from the
   * prices snapshotted at booking. `search` matches name, email or phone as the client list's own filter
   * does (accents and case aside; a search written like a phone number matches a phone however it is
   * punctuated). Sorted by name in Spanish collation.
   */
  async list(search?: string | null): Promise<ClientRecord[]> {
    const term = search?.trim() ?? '';
    const digits = phoneDigits(term);
    const rows: ClientRow[] = await this.dataSource.query(
      `${CLIENT_ROWS}
        WHERE u.role = $1
          AND ($2 = '' OR ${WITHOUT_ACCENTS('u.name')} LIKE $3 OR ${WITHOUT_ACCENTS('u.email')} LIKE $3
               OR u.phone ILIKE $5
               OR ($4 <> '' AND regexp_replace(COALESCE(u.phone, ''), '[^0-9]', '', 'g') LIKE '%' || $4 || '%'))
        GROUP BY u.id`,
      [Role.CLIENT, term, `%${escapeLike(searchText(term))}%`, digits, `%${escapeLike(term)}%`],
    );
    return rows.map(toClientRecord).sort((a, b) => byName.compare(a.name, b.name) || a.email.localeCompare(b.email));
  }

  /**
   * One client's page for the barber: the list's figures and every appointment of theirs, whatever its status
   * and also the ones the client took off their own list, the latest start first. Not a client (an unknown id,
   * the admin): 404.
   */
  async page(id: string): Promise<ClientPage> {
    const [row]: ClientRow[] = isUuid(id)
      ? await this.dataSource.query(`${CLIENT_ROWS} WHERE u.role = $1 AND u.id = $2 GROUP BY u.id`, [Role.CLIENT, id])
      : [];
    if (!row) throw notFound(clientMessages.notFound);
    const appointments = await this.dataSource
      .getRepository(Appointment)
      .find({ where: { clientId: id }, order: { startsAt: 'DESC', id: 'DESC' } });
    return { client: toClientRecord(row), appointments };
  }

  /**
   * Removes the account and its pending and confirmed appointments (freeing those slots);
   * completed and cancelled ones stay, without a client, so the earnings remain in the statistics.
   * Its mails go too: unsent ones are dropped, sent ones keep no address or name, and so do their .eml files.
   */
  async delete(id: string): Promise<string> {
    const { freed, kept, forgetFiles } = await this.dataSource.transaction(async (tx) => {
      const [user]: { role: string; email: string }[] = isUuid(id)
        ? await tx.query(`SELECT role, email FROM users WHERE id = $1 FOR UPDATE`, [id])
        : [];
      if (!user) throw notFound(clientMessages.notFound);
      if (user.role !== Role.CLIENT) throw badInput(clientMessages.adminNotDeletable);
      const appointmentIds: { id: string }[] = await tx.query(`SELECT id FROM appointments WHERE client_id = $1`, [id]);
      const forgetFiles = await this.mail.forget(
        tx,
        { id, email: user.email },
        appointmentIds.map((row) => row.id),
      );
      const [freedRows]: [AgendaRow[]] = await tx.query(
        `DELETE FROM appointments WHERE client_id = $1 AND status = ANY($2) RETURNING id, barber_id`,
        [id, LIVE_STATUSES],
      );
      const keptRows: AgendaRow[] = await tx.query(`SELECT id, barber_id FROM appointments WHERE client_id = $1`, [id]);
      // Their open subscriptions close as soon as the deletion commits.
      await this.sessions.revokeAll(id, { manager: tx });
      await tx.query(`DELETE FROM users WHERE id = $1`, [id]);
      await auditClientDeleted(tx, id, { freed: freedRows.length, kept: keptRows.length });
      return { freed: freedRows, kept: keptRows, forgetFiles };
    });
    forgetFiles();
    for (const row of freed) {
      this.agenda.publish({ id: row.id, kind: AppointmentChangeKind.DELETED, clientId: id, barberId: row.barber_id });
    }
    // The kept ones now read "Cliente no disponible"; only the admin still sees them.
    for (const row of kept) {
      this.agenda.publish({ id: row.id, kind: AppointmentChangeKind.UPDATED, clientId: null, barberId: row.barber_id });
    }
    return id;
  }
}
