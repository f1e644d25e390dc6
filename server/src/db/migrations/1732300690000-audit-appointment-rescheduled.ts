import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';
import { ACTIONS_AFTER_UNDO } from './1732300660000-audit-status-undone';

/** What this migration allows, for the next one to build on. */
export const ACTIONS_AFTER_RESCHEDULED = [...ACTIONS_AFTER_UNDO, 'appointment_rescheduled'];

/**
 * Issue 31: a client's «Reprogramar» is one entry in the trail, from the old day and time to the new, where it
 * was a cancellation and a new request that read as two unrelated changes.
 */
export class AuditAppointmentRescheduled1732300690000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await this.allow(q, ACTIONS_AFTER_RESCHEDULED);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE action = 'appointment_rescheduled'`);
    await this.allow(q, ACTIONS_AFTER_UNDO);
  }

  private async allow(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_action_check,
        ADD CONSTRAINT audit_log_action_check CHECK (action IN (${sqlList(actions)}))`);
  }
}
