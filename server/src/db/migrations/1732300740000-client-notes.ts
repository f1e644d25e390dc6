import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 (decision 0036): the admin's private note on a client, in a table of its own rather than a column of
 * users, so no query that answers a client (their profile, the User type) can carry it by accident. A blank note
 * is no row; the note goes with the account.
 */
export class ClientNotes1732300740000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_notes (
        client_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        notes text NOT NULL CHECK (btrim(notes) <> '' AND char_length(notes) <= 1000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_notes`);
  }
}
