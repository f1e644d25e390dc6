import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';
import { NEW_ACTIONS, OLD_ACTIONS } from './1732300530000-audit-appointment-and-settings';

// The actions the previous migration allowed, in the order this one's CHECK lists them: an appointment's first.
const isAboutAppointment = (action: string) => action.startsWith('appointment_');
const ALLOWED = [...OLD_ACTIONS, ...NEW_ACTIONS];
const ACTIONS = [...ALLOWED.filter(isAboutAppointment), ...ALLOWED.filter((action) => !isAboutAppointment(action))];

/** What this migration allows, for the next one to build on. */
export const ACTIONS_AFTER_MOVED = [...ACTIONS, 'appointment_moved'];

const check = (actions: string[]) => `CHECK (action IN (${sqlList(actions)}))`;

/** The barber moves an appointment to another day or time: the trail says so. */
export class AuditAppointmentMoved1732300540000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check ${check(ACTIONS_AFTER_MOVED)}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check ${check(ACTIONS)}`);
  }
}
