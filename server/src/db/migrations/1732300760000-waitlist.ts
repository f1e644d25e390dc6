import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';
import { ACTIONS_AFTER_BARBERS } from './1732300700000-barbers';

const CLOCK = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const LIVE = `('pending', 'confirmed')`;

/** Statement-level: after these change, any day with someone waiting may have room (hours, breaks, closures…). */
const DAY_WIDE = [
  ['closed_dates', 'UPDATE OR DELETE'],
  ['barber_time_off', 'UPDATE OR DELETE'],
  ['business_config', 'UPDATE'],
  ['booking_rules', 'UPDATE'],
  ['barbers', 'INSERT OR UPDATE'],
] as const;

/**
 * Issue 33, «Lista de espera» (decision 0038). An entry is a client waiting for a day: one per client and day, a
 * window whose end is after its start. An opening is the fact that time may have freed on a day with someone
 * waiting, written by the database in the transaction of whatever freed it, so no way of freeing a time (the
 * app's, a script's, an older front end's) is missed; the mail worker turns each into mails with the booking rules
 * and deletes it. An entry ends when its client books that day (a new booking, or one of theirs moved there).
 */
export class Waitlist1732300760000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        "date" date NOT NULL,
        cut_id uuid NOT NULL REFERENCES cuts (id) ON DELETE CASCADE,
        barber_id uuid REFERENCES barbers (id) ON DELETE CASCADE,
        from_time text CHECK (from_time ~ ${CLOCK}),
        to_time text CHECK (to_time ~ ${CLOCK}),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_entries_one_per_day UNIQUE (client_id, "date"),
        CONSTRAINT waitlist_entries_window CHECK (from_time IS NULL OR to_time IS NULL OR from_time < to_time)
      )`);
    await q.query(`CREATE INDEX waitlist_entries_date_idx ON waitlist_entries ("date")`);
    await q.query(`
      CREATE TABLE waitlist_openings (
        id bigserial PRIMARY KEY,
        "date" date NOT NULL,
        barber_id uuid,
        starts_at timestamptz,
        ends_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((starts_at IS NULL) = (ends_at IS NULL))
      )`);

    // A live appointment that stops holding its time (cancelled, rejected, deleted, moved, given to another barber).
    await q.query(`
      CREATE FUNCTION waitlist_time_freed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.status IN ${LIVE}
           AND (TG_OP = 'DELETE' OR NEW.status NOT IN ${LIVE} OR NEW.starts_at <> OLD.starts_at
                OR NEW.blocked_until < OLD.blocked_until OR NEW.barber_id IS DISTINCT FROM OLD.barber_id)
           AND EXISTS (SELECT 1 FROM waitlist_entries w WHERE w."date" = OLD."date") THEN
          INSERT INTO waitlist_openings ("date", barber_id, starts_at, ends_at)
          VALUES (OLD."date", OLD.barber_id, OLD.starts_at, OLD.blocked_until);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER appointments_waitlist_time_freed AFTER UPDATE OR DELETE ON appointments
      FOR EACH ROW EXECUTE FUNCTION waitlist_time_freed()`);

    await q.query(`
      CREATE FUNCTION waitlist_days_may_have_room() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO waitlist_openings ("date") SELECT DISTINCT "date" FROM waitlist_entries;
        RETURN NULL;
      END $$`);
    for (const [table, events] of DAY_WIDE) {
      await q.query(`CREATE TRIGGER ${table}_waitlist_days AFTER ${events} ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION waitlist_days_may_have_room()`);
    }

    // Booking that day (or moving one of theirs to it) is what the client was waiting for.
    await q.query(`
      CREATE FUNCTION waitlist_client_booked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.client_id IS NOT NULL AND NEW.status IN ${LIVE}
           AND (TG_OP = 'INSERT' OR NEW.starts_at <> OLD.starts_at OR NEW.client_id IS DISTINCT FROM OLD.client_id) THEN
          DELETE FROM waitlist_entries WHERE client_id = NEW.client_id AND "date" = NEW."date";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER appointments_waitlist_client_booked AFTER INSERT OR UPDATE ON appointments
      FOR EACH ROW EXECUTE FUNCTION waitlist_client_booked()`);

    await this.allowAudit(q, [...ACTIONS_AFTER_BARBERS, 'waitlist_offered']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE action = 'waitlist_offered'`);
    await this.allowAudit(q, ACTIONS_AFTER_BARBERS);
    await q.query(`DROP TRIGGER appointments_waitlist_client_booked ON appointments`);
    await q.query(`DROP FUNCTION waitlist_client_booked()`);
    for (const [table] of DAY_WIDE) await q.query(`DROP TRIGGER ${table}_waitlist_days ON ${table}`);
    await q.query(`DROP FUNCTION waitlist_days_may_have_room()`);
    await q.query(`DROP TRIGGER appointments_waitlist_time_freed ON appointments`);
    await q.query(`DROP FUNCTION waitlist_time_freed()`);
    await q.query(`DROP TABLE waitlist_openings`);
    await q.query(`DROP TABLE waitlist_entries`);
  }

  private async allowAudit(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check CHECK (action IN (${sqlList(actions)}))`);
  }
}
