import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phones are at most 30 characters, as the walk-ins' already were (the shared yup rule says so too). NOT VALID:
 * every new or changed row is checked, and a longer phone saved before this stays until it is edited.
 */
export class PhoneLength1732300520000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_phone_length CHECK (char_length(phone) <= 30) NOT VALID`);
    await q.query(
      `ALTER TABLE business_config ADD CONSTRAINT business_config_phone_length CHECK (char_length(phone) <= 30) NOT VALID`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_config DROP CONSTRAINT business_config_phone_length`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_phone_length`);
  }
}
