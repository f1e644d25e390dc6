import type { EntityManager } from 'typeorm';
import type { Appointment } from './appointment.entity';

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
