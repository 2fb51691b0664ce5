import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { RECORD_KEY_USE_SQL } from './api-key.sql';
import { runSql } from '../run-sql';

/** Records when a key was last used: one statement on the pool, outside any unit of work. */
export class PostgresApiKeyUses {
  constructor(private readonly pool: Pool) {}

  async record(workspaceId: string, keyId: string, now: Date): Promise<void> {
    if (!isUuid(workspaceId) || !isUuid(keyId)) return;
    await runSql(this.pool, RECORD_KEY_USE_SQL, [workspaceId, keyId, now], 'auth_record_key_use');
  }
}
