/** The readiness probe: the database answers at all. */
export const PING_SQL = 'SELECT 1';
