import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 *
 * A long export reads far more from PostgreSQL than it sends (each row's JSON documents, parsed). The
 * export now hands each row on as soon as it is parsed, so little of it lives long enough to be promoted;
 * what still is (and whatever else a busy process promotes) would, under V8's own heuristics, let the old
 * generation reach about four times what the app keeps alive (some 40 MB) before a full collection: an
 * export that kept whole batches took the resident set up by 130 MB or more that way. Held to 60%, a full
 * collection comes sooner and costs a few milliseconds, and the resident set stays near where it started.
 */
export const HEAP_GROWING_PERCENT = 60;

/** Applies the limit to this process; V8 reads it after each full collection, so it may be set at startup. */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
