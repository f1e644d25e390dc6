import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlList } from '../sql-list';

const PURPOSES = ['reset_password', 'verify_email'];

/**
 * Issue 29: the link that takes an account back to its old address after an email change. Every account link
 * now records the address it was mailed to: a verification or reset link works only while the account still
 * has that address, and a revert link puts that address back.
 */
export class EmailChangeRevert1732300630000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_tokens ADD COLUMN email text`);
    await q.query(`UPDATE account_tokens t SET email = u.email FROM users u WHERE u.id = t.user_id`);
    await q.query(`ALTER TABLE account_tokens ALTER COLUMN email SET NOT NULL`);
    await this.allow(q, [...PURPOSES, 'revert_email_change']);
    // Sign-up and profile saves look for live revert links naming an address (it stays reserved for its owner).
    await q.query(
      `CREATE INDEX account_tokens_reserved_email ON account_tokens (email)
        WHERE purpose = 'revert_email_change' AND used_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX account_tokens_reserved_email`);
    await q.query(`DELETE FROM account_tokens WHERE purpose = 'revert_email_change'`);
    await this.allow(q, PURPOSES);
    await q.query(`ALTER TABLE account_tokens DROP COLUMN email`);
  }

  private async allow(q: QueryRunner, purposes: string[]): Promise<void> {
    await q.query(`
      ALTER TABLE account_tokens
        DROP CONSTRAINT account_tokens_purpose_check,
        ADD CONSTRAINT account_tokens_purpose_check CHECK (purpose IN (${sqlList(purposes)}))`);
  }
}
