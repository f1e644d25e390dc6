import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCutsAndBusinessConfig1732300001000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cuts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 80),
        description text NOT NULL CHECK (char_length(btrim(description)) BETWEEN 5 AND 500),
        price numeric(10, 2) NOT NULL CHECK (price >= 0),
        duration integer NOT NULL CHECK (duration BETWEEN 1 AND 480),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX cuts_name_unique ON cuts (lower(btrim(name)))`);
    await q.query(`
      CREATE TABLE business_config (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        business_name text NOT NULL CHECK (btrim(business_name) <> ''),
        admin_name text NOT NULL CHECK (btrim(admin_name) <> ''),
        phone text NOT NULL CHECK (btrim(phone) <> ''),
        address text NOT NULL CHECK (btrim(address) <> ''),
        email text NOT NULL CHECK (email LIKE '%_@_%'),
        instagram text,
        opening_hours jsonb NOT NULL CHECK (jsonb_typeof(opening_hours) = 'array' AND jsonb_array_length(opening_hours) = 7),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE business_config`);
    await q.query(`DROP TABLE cuts`);
  }
}
