import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, the shop's real week: its booking rules (one row, defaults = the old behaviour),
 * its closed dates, and a buffer after each appointment that the overlap constraint honours.
 */
export class BookingRulesAndClosedDates1732300300000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_rules (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 120),
        min_notice_hours integer NOT NULL DEFAULT 0 CHECK (min_notice_hours BETWEEN 0 AND 168),
        horizon_days integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
        cancellation_cutoff_hours integer NOT NULL DEFAULT 0 CHECK (cancellation_cutoff_hours BETWEEN 0 AND 168),
        breaks jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(breaks) = 'array'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE closed_dates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        start_date date NOT NULL,
        end_date date NOT NULL,
        note text CHECK (note IS NULL OR char_length(btrim(note)) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT closed_dates_range_valid CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX closed_dates_end_idx ON closed_dates (end_date, start_date)`);

    // The time an appointment keeps the chair: its end plus the buffer in force when it was booked.
    await q.query(`ALTER TABLE appointments ADD COLUMN blocked_until timestamptz`);
    await q.query(`UPDATE appointments SET blocked_until = ends_at`);
    await q.query(`ALTER TABLE appointments ALTER COLUMN blocked_until SET NOT NULL`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_blocked_after_end CHECK (blocked_until >= ends_at)`,
    );
    // A writer that does not know about buffers (or moves the end past it) still gets a valid row.
    await q.query(`
      CREATE FUNCTION appointments_blocked_until_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.blocked_until IS NULL OR NEW.blocked_until < NEW.ends_at THEN
          NEW.blocked_until := NEW.ends_at;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_blocked_until_default BEFORE INSERT OR UPDATE ON appointments
      FOR EACH ROW EXECUTE FUNCTION appointments_blocked_until_default()`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
        EXCLUDE USING gist (tstzrange(starts_at, blocked_until, '[)') WITH &&)
        WHERE (status IN ('pending', 'confirmed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
        EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&)
        WHERE (status IN ('pending', 'confirmed'))`);
    await q.query(`DROP TRIGGER appointments_blocked_until_default ON appointments`);
    await q.query(`DROP FUNCTION appointments_blocked_until_default()`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_blocked_after_end`);
    await q.query(`ALTER TABLE appointments DROP COLUMN blocked_until`);
    await q.query(`DROP TABLE closed_dates`);
    await q.query(`DROP TABLE booking_rules`);
  }
}
