/**
 * The shared count of a key's requests per window, kept where every replica sees it. A replica does not
 * ask it for every request: it leases a block of the window's quota and spends the block locally.
 */
export interface RequestQuotaStore {
  /**
   * Atomically grants the next block of the key's quota for the window that starts at `windowStart` (or a
   * later window another replica has already opened). The store sizes the block from what is left of the
   * limit: at most `maxBlock`, at most 1/`divisor` of what remains (at least 1), never past the limit, so
   * that a replica never sits on much of what the others could still use. 0 means the window's quota is gone.
   */
  lease(request: QuotaLeaseRequest): Promise<QuotaLease>;
}

export interface QuotaLeaseRequest {
  workspaceId: string;
  principalId: string;
  windowStart: Date;
  limit: number;
  maxBlock: number;
  divisor: number;
}

export interface QuotaLease {
  /** The window the block belongs to. */
  windowStart: Date;
  /** Requests this replica may now serve in that window. */
  granted: number;
  /** Granted to all replicas together in that window, this block included. */
  totalGranted: number;
}
