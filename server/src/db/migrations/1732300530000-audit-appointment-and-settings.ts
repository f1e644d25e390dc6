import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';

export const OLD_ACTIONS = [
  'appointment_confirmed',
  'appointment_rejected',
  'appointment_completed',
  'appointment_no_show',
  'appointment_deleted',
  'appointment_cancelled',
  'cut_created',
  'cut_updated',
  'cut_deleted',
  'client_deleted',
  'account_deleted',
  'settings_updated',
];
export const NEW_ACTIONS = [
  'appointment_booked',
  'closure_added',
  'closure_removed',
  'booking_rules_updated',
  'mail_settings_updated',
];
const OLD_TARGETS = ['appointment', 'cut', 'user', 'settings'];
const NEW_TARGETS = ['closure', 'booking_rules', 'mail_settings'];

/**
 * Each entry about an appointment keeps whose it was and when, as they were when it was written: a later
 * rename, move or deletion must not rewrite history. The trail also takes closures, booking rules, mail
 * settings and the barber's own bookings.
 */
export class AuditAppointmentAndSettings1732300530000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // party_client_id has no foreign key, as actor_id: the entry outlives the account.
    await q.query(`
      ALTER TABLE audit_log
        ADD COLUMN party_name text,
        ADD COLUMN party_client_id uuid,
        ADD COLUMN appointment_date date,
        ADD COLUMN appointment_time text,
        ADD CONSTRAINT audit_log_appointment_time CHECK (appointment_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ADD CONSTRAINT audit_log_appointment_when CHECK ((appointment_date IS NULL) = (appointment_time IS NULL)),
        ADD CONSTRAINT audit_log_appointment_target CHECK (appointment_date IS NULL OR target_type = 'appointment'),
        ADD CONSTRAINT audit_log_party_needs_appointment
          CHECK (appointment_date IS NOT NULL OR (party_name IS NULL AND party_client_id IS NULL))`);
    await this.allow(q, [...OLD_ACTIONS, ...NEW_ACTIONS], [...OLD_TARGETS, ...NEW_TARGETS]);
    await q.query(
      `CREATE INDEX audit_log_party_client ON audit_log (party_client_id) WHERE party_client_id IS NOT NULL`,
    );
    // Still append-only, with one exception: a client erasing their account takes their name out of it.
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF OLD.party_name IS NOT NULL AND NEW.party_name IS NULL
             AND to_jsonb(NEW) - 'party_name' = to_jsonb(OLD) - 'party_name' THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'El registro de actividad no se puede modificar ni borrar';
      END $$`);
    // The entries written before this: the best there is. A removal kept its own snapshot; a status change
    // takes the appointment as it is now, and the name its client has now.
    await q.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete`);
    await q.query(`
      UPDATE audit_log a
         SET party_client_id = (a.before->>'clientId')::uuid,
             party_name = (SELECT u.name FROM users u WHERE u.id = (a.before->>'clientId')::uuid),
             appointment_date = (a.before->>'date')::date,
             appointment_time = a.before->>'time'
       WHERE a.target_type = 'appointment' AND a.before ? 'date' AND a.before ? 'time'`);
    await q.query(`
      UPDATE audit_log a
         SET party_client_id = ap.client_id,
             party_name = COALESCE(u.name, ap.walk_in_name),
             appointment_date = ap.date,
             appointment_time = ap.time
        FROM appointments ap
        LEFT JOIN users u ON u.id = ap.client_id
       WHERE a.target_type = 'appointment' AND a.appointment_date IS NULL AND ap.id::text = a.target_id`);
    await q.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'El registro de actividad no se puede modificar ni borrar';
      END $$`);
    await q.query(`DROP INDEX audit_log_party_client`);
    await q.query(`
      ALTER TABLE audit_log
        DROP COLUMN party_name,
        DROP COLUMN party_client_id,
        DROP COLUMN appointment_date,
        DROP COLUMN appointment_time`);
    await this.allow(q, OLD_ACTIONS, OLD_TARGETS);
  }

  private async allow(q: QueryRunner, actions: string[], targets: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_action_check CHECK (action IN (${sqlList(actions)})),
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (${sqlList(targets)}))`);
  }
}
