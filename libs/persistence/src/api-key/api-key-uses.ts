import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { RECORD_KEY_USE_SQL } from './api-key.sql';

/** Records when a key was last used: one statement on the pool, outside any unit of work. */
export class PostgresApiKeyUses {
  constructor(private readonly pool: Pool) {}

  async record(workspaceId: string, keyId: string, now: Date): Promise<void> {
    if (!isUuid(workspaceId) || !isUuid(keyId)) return;
    await this.pool.query({ name: 'auth_record_key_use', text: RECORD_KEY_USE_SQL, values: [workspaceId, keyId, now] });
  }
}
