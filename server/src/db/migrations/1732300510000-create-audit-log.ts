import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditLog1732300510000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // actor_id has no foreign key: an entry outlives the account that made it.
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_role text CHECK (actor_role IN ('client', 'admin')),
        action text NOT NULL CHECK (action IN (
          'appointment_confirmed', 'appointment_rejected', 'appointment_completed', 'appointment_no_show',
          'appointment_deleted',
          'appointment_cancelled', 'cut_created', 'cut_updated', 'cut_deleted', 'client_deleted',
          'account_deleted', 'settings_updated')),
        target_type text NOT NULL CHECK (target_type IN ('appointment', 'cut', 'user', 'settings')),
        target_id text NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_at ON audit_log (at DESC)`);
    // The trail is append-only for everyone, whatever code or role writes to the database.
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'El registro de actividad no se puede modificar ni borrar';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
