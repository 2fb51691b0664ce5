import type { RequestCounters } from '@forms/application';
import type { Pool } from 'pg';
import { INCREMENT_REQUEST_COUNTER_SQL, REQUEST_COUNTER_SQL } from './request-counter.sql';

// Counter names hold what they count by (a client address, an email): bounded, so that a stranger's input
// cannot make a row of any size.
const MAX_COUNTER_LENGTH = 300;

export function counterName(counter: string): string {
  return counter.length > MAX_COUNTER_LENGTH ? counter.slice(0, MAX_COUNTER_LENGTH) : counter;
}

export class PostgresRequestCounters implements RequestCounters {
  constructor(private readonly pool: Pool) {}

  async increment(workspaceId: string, counter: string, windowStart: Date): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>({
      name: 'request_counter_increment',
      text: INCREMENT_REQUEST_COUNTER_SQL,
      values: [workspaceId, counterName(counter), windowStart],
    });
    return rows[0].count;
  }

  async current(workspaceId: string, counter: string, windowStart: Date): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>({
      name: 'request_counter_current',
      text: REQUEST_COUNTER_SQL,
      values: [workspaceId, counterName(counter), windowStart],
    });
    return rows[0]?.count ?? 0;
  }
}
