import type { RequestCounters } from '@forms/application';
import type { Pool } from 'pg';
import { INCREMENT_REQUEST_COUNTER_SQL, REQUEST_COUNTER_SQL } from './request-counter.sql';
import { runSql } from '../run-sql';

// Counter names hold what they count by (a client address, an email): bounded, so that a stranger's input
// cannot make a row of any size.
const MAX_COUNTER_LENGTH = 300;

export function counterName(counter: string): string {
  return counter.length > MAX_COUNTER_LENGTH ? counter.slice(0, MAX_COUNTER_LENGTH) : counter;
}

export class PostgresRequestCounters implements RequestCounters {
  constructor(private readonly pool: Pool) {}

  async increment(workspaceId: string, counter: string, windowStart: Date): Promise<number> {
    const { rows } = await runSql(
      this.pool,
      INCREMENT_REQUEST_COUNTER_SQL,
      [workspaceId, counterName(counter), windowStart],
      'request_counter_increment',
    );
    return rows[0].count;
  }

  async current(workspaceId: string, counter: string, windowStart: Date): Promise<number> {
    const { rows } = await runSql(
      this.pool,
      REQUEST_COUNTER_SQL,
      [workspaceId, counterName(counter), windowStart],
      'request_counter_current',
    );
    return rows[0]?.count ?? 0;
  }
}
