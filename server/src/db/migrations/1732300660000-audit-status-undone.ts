import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';
import { ACTIONS_AFTER_ACCESS } from './1732300600000-audit-access-and-exports';

/** What this migration allows, for the next one to build on. */
export const ACTIONS_AFTER_UNDO = [...ACTIONS_AFTER_ACCESS, 'appointment_status_undone'];

/**
 * Issue 31: the barber can take back a completion or a no-show for 10 seconds. An appointment remembers when its
 * status was last set and by whom (the window is judged by the server's clock, not the database's), and the
 * trail tells when a change was taken back.
 */
export class AuditStatusUndone1732300660000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE appointments
        ADD COLUMN status_changed_at timestamptz,
        ADD COLUMN status_changed_by uuid`);
    await this.allow(q, ACTIONS_AFTER_UNDO);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE action = 'appointment_status_undone'`);
    await q.query(`ALTER TABLE appointments DROP COLUMN status_changed_at, DROP COLUMN status_changed_by`);
    await this.allow(q, ACTIONS_AFTER_ACCESS);
  }

  private async allow(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check CHECK (action IN (${sqlList(actions)}))`);
  }
}
