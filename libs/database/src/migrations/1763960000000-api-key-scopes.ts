import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Keys get a scope: `read` keys only read. Every key issued before could write, and still can. */
export class ApiKeyScopes1763960000000 implements MigrationInterface {
  name = 'ApiKeyScopes1763960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE api_keys
        ADD COLUMN scope text NOT NULL DEFAULT 'write',
        ADD CONSTRAINT api_keys_scope_check CHECK (scope IN ('read', 'write'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE api_keys DROP CONSTRAINT api_keys_scope_check, DROP COLUMN scope`);
  }
}
