import type { DataSource, EntityManager } from 'typeorm';
import { clientNotesSchema } from '../../../../common/validation/client-notes';
import { isUuid } from '../../db/uuid';
import { notFound, validate } from '../../domain/errors';
import { Role } from '../../domain/role';
import type { ClientNotes } from './client-notes.type';
import { clientMessages } from './clients.service';

interface NotesRow {
  client_id: string;
  notes: string;
  updated_at: Date;
}

/**
 * The admin's private note on each client (issue 33, decision 0036). Only the admin's fields and the client's
 * own data export read it; it leaves with the account (ON DELETE CASCADE).
 */
export class ClientNotesService {
  constructor(private readonly dataSource: DataSource) {}

  async read(clientId: string): Promise<ClientNotes> {
    await this.clientOrNotFound(this.dataSource.manager, clientId);
    const [row]: NotesRow[] = await this.dataSource.query(
      `SELECT client_id, notes, updated_at FROM client_notes WHERE client_id = $1`,
      [clientId],
    );
    return row ? toClientNotes(row) : { clientId, notes: '', updatedAt: null };
  }

  /** Writes the note, trimmed; an empty one removes it. */
  async write(clientId: string, notes: string): Promise<ClientNotes> {
    const values = await validate(clientNotesSchema, { notes });
    return this.dataSource.transaction(async (tx) => {
      // Locked, so a deletion running now cannot leave a note behind a vanished account.
      await this.clientOrNotFound(tx, clientId, true);
      if (!values.notes) {
        await tx.query(`DELETE FROM client_notes WHERE client_id = $1`, [clientId]);
        return { clientId, notes: '', updatedAt: null };
      }
      const [row]: NotesRow[] = await tx.query(
        `INSERT INTO client_notes (client_id, notes) VALUES ($1, $2)
         ON CONFLICT (client_id) DO UPDATE SET notes = EXCLUDED.notes, updated_at = now()
         RETURNING client_id, notes, updated_at`,
        [clientId, values.notes],
      );
      return toClientNotes(row);
    });
  }

  private async clientOrNotFound(manager: EntityManager, id: string, lock = false): Promise<void> {
    const [user]: unknown[] = isUuid(id)
      ? await manager.query(`SELECT id FROM users WHERE id = $1 AND role = $2${lock ? ' FOR UPDATE' : ''}`, [
          id,
          Role.CLIENT,
        ])
      : [];
    if (!user) throw notFound(clientMessages.notFound);
  }
}

/**
 * The note on the client of each of several appointments (the day view's, by a loader); one without is absent.
 * Keyed by appointment: a projected read of the calendar need not have read its client's id.
 */
export async function clientNotesOfAppointments(
  dataSource: DataSource,
  appointmentIds: readonly string[],
): Promise<Map<string, string>> {
  const rows: { id: string; notes: string }[] = await dataSource.query(
    `SELECT a.id, n.notes FROM appointments a JOIN client_notes n ON n.client_id = a.client_id WHERE a.id = ANY($1::uuid[])`,
    [appointmentIds.filter(isUuid)],
  );
  return new Map(rows.map((row) => [row.id, row.notes]));
}

const toClientNotes = (row: NotesRow): ClientNotes => ({
  clientId: row.client_id,
  notes: row.notes,
  updatedAt: row.updated_at,
});
