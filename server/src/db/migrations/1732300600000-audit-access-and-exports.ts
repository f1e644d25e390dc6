import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';
import { ACTIONS_AFTER_MOVED } from './1732300540000-audit-appointment-moved';

const TARGETS = ['appointment', 'cut', 'user', 'settings', 'closure', 'booking_rules', 'mail_settings'];
const NEW_ACTIONS = [
  'appointment_requested',
  'signed_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_changed',
  'email_change_reverted',
  'data_exported',
];

/** What this migration allows, for the next one to build on. */
export const ACTIONS_AFTER_ACCESS = [...ACTIONS_AFTER_MOVED, ...NEW_ACTIONS];

/**
 * The trail also tells who got in (and who tried, from where), changes to how an account is reached, a client's
 * own bookings and the barber's exports: what a shop needs to answer «who did this?» after a break-in.
 */
export class AuditAccessAndExports1732300600000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await this.allow(q, ACTIONS_AFTER_ACCESS, [...TARGETS, 'export']);
    // Sign-ins are looked up by account and time (the per-account history, a lock-out investigation).
    await q.query(`CREATE INDEX audit_log_target ON audit_log (target_type, target_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_target`);
    await this.allow(q, ACTIONS_AFTER_MOVED, TARGETS);
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
