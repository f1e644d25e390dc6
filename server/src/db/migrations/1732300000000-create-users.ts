import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1732300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 100),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%' AND char_length(email) <= 254),
        phone text CHECK (phone IS NULL OR phone ~ '^\\+?[0-9 ()-]+$'),
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'client' CHECK (role IN ('client', 'admin')),
        is_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}
