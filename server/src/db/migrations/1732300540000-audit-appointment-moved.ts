import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIONS = [
  'appointment_confirmed',
  'appointment_rejected',
  'appointment_completed',
  'appointment_no_show',
  'appointment_deleted',
  'appointment_cancelled',
  'appointment_booked',
  'cut_created',
  'cut_updated',
  'cut_deleted',
  'client_deleted',
  'account_deleted',
  'settings_updated',
  'closure_added',
  'closure_removed',
  'booking_rules_updated',
  'mail_settings_updated',
];

const check = (actions: string[]) => `CHECK (action IN (${actions.map((a) => `'${a}'`).join(', ')}))`;

/** The barber moves an appointment to another day or time: the trail says so. */
export class AuditAppointmentMoved1732300540000 implements MigrationInterface {
  name = 'AuditAppointmentMoved1732300540000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check ${check([...ACTIONS, 'appointment_moved'])}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check ${check(ACTIONS)}`);
  }
}
