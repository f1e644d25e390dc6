import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: a client's cancellation still deletes the appointment (SPEC: it leaves the lists, and its time is
 * free again), but leaves this record behind for the statistics and the CSV (decision 0027). It keeps what the
 * figures need and nothing the client wrote: no note. Erasing the account keeps the record without its client,
 * like the appointments that stay (decision 0014).
 */
export class ClientCancellations1732300680000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_cancellations (
        appointment_id uuid PRIMARY KEY,
        client_id uuid REFERENCES users (id) ON DELETE SET NULL,
        cut_type text NOT NULL CHECK (btrim(cut_type) <> ''),
        price numeric(10, 2) NOT NULL CHECK (price >= 0),
        duration integer NOT NULL CHECK (duration BETWEEN 1 AND 480),
        "date" date NOT NULL,
        "time" text NOT NULL CHECK ("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
        booked_at timestamptz NOT NULL,
        cancelled_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_cancellations_date_idx ON client_cancellations ("date", "time")`);
    await q.query(`CREATE INDEX client_cancellations_client_idx ON client_cancellations (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_cancellations`);
  }
}
