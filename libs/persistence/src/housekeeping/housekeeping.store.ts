import type { ExpiredRecords, HousekeepingStore } from '@forms/application';
import type { Pool } from 'pg';
import { PURGE_INVITATION_SENDS_SQL, PURGE_REQUEST_COUNTERS_SQL, PURGE_SESSIONS_SQL, PURGE_SIGN_IN_ATTEMPTS_SQL } from './housekeeping.sql';
import { PURGE_PARTIAL_RESPONSES_SQL, PURGE_UNUSED_UPLOADS_SQL, PURGE_UPLOAD_WINDOWS_SQL } from './housekeeping.sql';
import { runSql } from '../run-sql';

export class PostgresHousekeepingStore implements HousekeepingStore {
  constructor(private readonly pool: Pool) {}

  async purge(expired: ExpiredRecords): Promise<number> {
    const counts = await Promise.all([
      runSql(this.pool, PURGE_SIGN_IN_ATTEMPTS_SQL, [expired.signInAttemptsBefore]),
      runSql(this.pool, PURGE_REQUEST_COUNTERS_SQL, [expired.counterWindowsBefore]),
      runSql(this.pool, PURGE_INVITATION_SENDS_SQL, [expired.invitationSendsBefore]),
      runSql(this.pool, PURGE_SESSIONS_SQL, [expired.sessions.endedBefore, expired.sessions.lastSeenBefore, expired.sessions.createdBefore]),
      runSql(this.pool, PURGE_UNUSED_UPLOADS_SQL, [expired.unusedUploadsBefore]),
      runSql(this.pool, PURGE_UPLOAD_WINDOWS_SQL, [expired.uploadWindowsBefore]),
      runSql(this.pool, PURGE_PARTIAL_RESPONSES_SQL, [expired.partialResponsesAt]),
    ]);
    return counts.reduce((sum, result) => sum + (result.rowCount ?? 0), 0);
  }
}
