import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1732300500000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // A token is only as good as its row: deleting the row ends the session on every server at once.
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX sessions_user_id ON sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
  }
}
