import type { QuotaLease, QuotaLeaseRequest, RequestQuotaStore } from '@forms/application';
import type { Pool } from 'pg';
import { LEASE_REQUEST_QUOTA_SQL } from './request-quota.sql';
import { runSql } from '../run-sql';


export class PostgresRequestQuotaStore implements RequestQuotaStore {
  constructor(private readonly pool: Pool) {}

  async lease(request: QuotaLeaseRequest): Promise<QuotaLease> {
    const { rows } = await runSql(
      this.pool,
      LEASE_REQUEST_QUOTA_SQL,
      [request.workspaceId, request.principalId, request.windowStart, request.limit, request.maxBlock, request.divisor],
      'request_quota_lease',
    );
    const [row] = rows;
    return { windowStart: row.window_start, granted: row.last_grant, totalGranted: row.granted };
  }
}
