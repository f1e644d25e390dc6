import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BARBER_COLORS } from '../../../../common/validation/barber';
import { sqlList } from '../sql-list';
import { ACTIONS_AFTER_RESCHEDULED } from './1732300690000-audit-appointment-rescheduled';

const TARGETS_BEFORE = [
  'appointment',
  'cut',
  'user',
  'settings',
  'closure',
  'booking_rules',
  'mail_settings',
  'export',
];
/** What the activity log tells of barbers: an appointment given to another one, and the admin's «Barberos». */
const NEW_ACTIONS = [
  'appointment_reassigned',
  'barber_created',
  'barber_updated',
  'barber_deleted',
  'barber_invited',
  'barber_hours_updated',
  'barber_time_off_added',
  'barber_time_off_removed',
];
export const ACTIONS_AFTER_BARBERS = [...ACTIONS_AFTER_RESCHEDULED, ...NEW_ACTIONS];

const LIVE = `status IN ('pending', 'confirmed')`;

/**
 * Issue 32: several barbers (decision 0031, superseding 0005). The owner becomes the first barber, named as the
 * shop names its administrator and linked to the admin account, and every appointment so far is theirs. One
 * barber never takes two overlapping appointments; two barbers can take the same time. An appointment written
 * without a barber (an older third-party writer, a script) falls to the first active barber rather than
 * escaping the constraint: NULL never equals NULL. It keeps the barber's name as it was, like the cut's.
 */
export class Barbers1732300700000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('client', 'admin', 'barber'))`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_role_check,
      ADD CONSTRAINT audit_log_actor_role_check CHECK (actor_role IN ('client', 'admin', 'barber'))`);
    await this.allowAudit(q, ACTIONS_AFTER_BARBERS, [...TARGETS_BEFORE, 'barber']);
    await q.query(`
      CREATE TABLE barbers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 80),
        bio text CHECK (char_length(bio) <= 300),
        active boolean NOT NULL DEFAULT true,
        display_order integer NOT NULL DEFAULT 0,
        color text NOT NULL DEFAULT 'green' CHECK (color IN (${BARBER_COLORS.map((c) => `'${c}'`).join(', ')})),
        cut_ids uuid[],
        user_id uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
        hours jsonb,
        breaks jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE barber_time_off (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        barber_id uuid NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        note text CHECK (char_length(note) <= 100),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX barber_time_off_range_idx ON barber_time_off (barber_id, end_date, start_date)`);
    await q.query(`
      INSERT INTO barbers (name, user_id, display_order, color)
      SELECT COALESCE(
               (SELECT NULLIF(btrim(admin_name), '') FROM business_config WHERE id = 1),
               (SELECT name FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1),
               'Barbero'),
             (SELECT id FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1),
             0,
             'green'`);
    await q.query(`ALTER TABLE appointments
      ADD COLUMN barber_id uuid REFERENCES barbers (id) ON DELETE SET NULL,
      ADD COLUMN barber_name text`);
    await q.query(`UPDATE appointments SET barber_id = b.id, barber_name = b.name FROM barbers b`);
    await q.query(`ALTER TABLE appointments ALTER COLUMN barber_name SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION appointments_barber_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.barber_id IS NULL THEN
          SELECT id INTO NEW.barber_id FROM barbers WHERE active ORDER BY display_order, created_at, id LIMIT 1;
        END IF;
        IF NEW.barber_name IS NULL THEN
          SELECT name INTO NEW.barber_name FROM barbers WHERE id = NEW.barber_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_barber_default BEFORE INSERT ON appointments
      FOR EACH ROW EXECUTE FUNCTION appointments_barber_default()`);
    await q.query(`CREATE INDEX appointments_barber_date_idx ON appointments (barber_id, "date")`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
        EXCLUDE USING gist (barber_id WITH =, tstzrange(starts_at, blocked_until, '[)') WITH &&)
        WHERE (${LIVE})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
        EXCLUDE USING gist (tstzrange(starts_at, blocked_until, '[)') WITH &&)
        WHERE (${LIVE})`);
    await q.query(`DROP TRIGGER appointments_barber_default ON appointments`);
    await q.query(`DROP FUNCTION appointments_barber_default()`);
    await q.query(`ALTER TABLE appointments DROP COLUMN barber_id, DROP COLUMN barber_name`);
    await q.query(`DROP TABLE barber_time_off`);
    await q.query(`DROP TABLE barbers`);
    await q.query(`DELETE FROM audit_log WHERE action IN (${sqlList(NEW_ACTIONS)}) OR target_type = 'barber'`);
    await this.allowAudit(q, ACTIONS_AFTER_RESCHEDULED, TARGETS_BEFORE);
    await q.query(`UPDATE audit_log SET actor_role = 'client' WHERE actor_role = 'barber'`);
    await q.query(`UPDATE users SET role = 'client' WHERE role = 'barber'`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_role_check,
      ADD CONSTRAINT audit_log_actor_role_check CHECK (actor_role IN ('client', 'admin'))`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('client', 'admin'))`);
  }

  private async allowAudit(q: QueryRunner, actions: string[], targets: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_action_check CHECK (action IN (${sqlList(actions)})),
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (${sqlList(targets)}))`);
  }
}
