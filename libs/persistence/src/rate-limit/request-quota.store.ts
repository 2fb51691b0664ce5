import type { QuotaLease, QuotaLeaseRequest, RequestQuotaStore } from '@forms/application';
import type { Pool } from 'pg';
import { LEASE_REQUEST_QUOTA_SQL } from './request-quota.sql';

interface LeaseRow {
  window_start: Date;
  granted: number;
  last_grant: number;
}

export class PostgresRequestQuotaStore implements RequestQuotaStore {
  constructor(private readonly pool: Pool) {}

  async lease(request: QuotaLeaseRequest): Promise<QuotaLease> {
    const { rows } = await this.pool.query<LeaseRow>({
      name: 'request_quota_lease',
      text: LEASE_REQUEST_QUOTA_SQL,
      values: [request.workspaceId, request.principalId, request.windowStart, request.limit, request.maxBlock, request.divisor],
    });
    const [row] = rows;
    return { windowStart: row.window_start, granted: row.last_grant, totalGranted: row.granted };
  }
}
