import { sql } from './statement';

/** The readiness probe: the database answers at all. */
export const PING_SQL = sql<[]>('SELECT 1');
