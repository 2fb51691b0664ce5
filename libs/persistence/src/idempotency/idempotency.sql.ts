// Across workspaces on purpose: hourly housekeeping of keys whose 24 hours are over, by the expiry index.
export const PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL = `DELETE FROM idempotency_keys WHERE expires_at < $1`;
