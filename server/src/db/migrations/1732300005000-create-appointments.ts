import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAppointments1732300005000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    // date/time are the shop's wall clock as the client chose them; starts_at/ends_at are the same
    // moment as instants (computed in the shop zone by the service), which is what overlap is judged on.
    await q.query(`
      CREATE TABLE appointments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid REFERENCES users (id) ON DELETE SET NULL,
        cut_id uuid REFERENCES cuts (id) ON DELETE SET NULL,
        cut_type text NOT NULL CHECK (btrim(cut_type) <> ''),
        price numeric(10, 2) NOT NULL CHECK (price >= 0),
        duration integer NOT NULL CHECK (duration BETWEEN 1 AND 480),
        "date" date NOT NULL,
        "time" text NOT NULL CHECK ("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        note text CHECK (note IS NULL OR char_length(note) <= 500),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
        rejection_reason text CHECK (rejection_reason IS NULL OR char_length(btrim(rejection_reason)) BETWEEN 1 AND 500),
        hidden boolean NOT NULL DEFAULT false,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appointments_range_valid CHECK (ends_at > starts_at),
        CONSTRAINT appointments_reason_iff_cancelled CHECK ((status = 'cancelled') = (rejection_reason IS NOT NULL)),
        CONSTRAINT appointments_hidden_only_completed CHECK (NOT hidden OR status = 'completed'),
        -- The barber serves one client at a time: live bookings may not overlap, even when two requests race.
        CONSTRAINT appointments_no_overlap EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&)
          WHERE (status IN ('pending', 'confirmed'))
      )`);
    await q.query(`CREATE INDEX appointments_client_created_idx ON appointments (client_id, created_at DESC)`);
    await q.query(`CREATE INDEX appointments_date_time_idx ON appointments ("date", "time")`);
    await q.query(`CREATE INDEX appointments_cut_idx ON appointments (cut_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE appointments`);
  }
}
