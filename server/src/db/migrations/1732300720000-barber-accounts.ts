import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 (decision 0032): a barber's account is made by the admin's invitation, before its owner has chosen a
 * password; the mailed reset link sets it. Only a barber's account may be without one.
 */
export class BarberAccounts1732300720000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL,
      ADD CONSTRAINT users_password_check CHECK (password_hash IS NOT NULL OR role = 'barber')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_password_check,
      ALTER COLUMN password_hash SET NOT NULL`);
  }
}
