import type { EntityManager } from 'typeorm';
import type { Appointment } from './appointment.entity';
import type { ClientCancellation } from './client-cancellation.type';

/**
 * A client's cancellation deletes the appointment (SPEC) and leaves this record, in the same transaction, so
 * the statistics and the CSV still count it (decision 0027). The note stays out: it is the client's text.
 */
export async function recordClientCancellation(
  manager: EntityManager,
  appointment: Appointment,
  cancelledAt: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO client_cancellations
       (appointment_id, client_id, cut_type, price, duration, "date", "time", status, booked_at, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      appointment.id,
      appointment.clientId,
      appointment.cutType,
      appointment.price,
      appointment.duration,
      appointment.date,
      appointment.time,
      appointment.status,
      appointment.createdAt,
      cancelledAt,
    ],
  );
}

/** A client's own cancellations, by the appointments' day and time: part of what the shop keeps about them. */
export async function clientCancellationsOf(manager: EntityManager, clientId: string): Promise<ClientCancellation[]> {
  const rows: (Omit<ClientCancellation, 'price'> & { price: string })[] = await manager.query(
    `SELECT appointment_id AS "appointmentId", cut_type AS "cutType", price::text AS price, duration,
            to_char("date", 'YYYY-MM-DD') AS date, "time", status, booked_at AS "bookedAt", cancelled_at AS "cancelledAt"
       FROM client_cancellations WHERE client_id = $1
      ORDER BY "date", "time"`,
    [clientId],
  );
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}
