import { randomBytes, randomFillSync } from 'node:crypto';

/** Bytes drawn from the system's generator at once, and handed out in slices until used up. */
const POOL_BYTES = 4096;
/** Larger requests are rare (keys, files' names): they draw their own bytes. */
const LARGEST_FROM_POOL = 64;

let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `size` cryptographically random bytes, as `crypto.randomBytes` gives them, for the tokens made on a
 * respondent's every step. Each call of the system's generator costs some microseconds whatever its size,
 * so one call fills 4 KiB and later calls take slices of it (Node's `randomUUID` does the same). Every byte
 * is handed out once: a slice is copied out and wiped in the pool, which thus holds only bytes not yet given.
 */
export function pooledRandomBytes(size: number): Buffer {
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`pooledRandomBytes: size ${size} is not a byte count`);
  if (size > LARGEST_FROM_POOL) return randomBytes(size);
  if (offset + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafeSlow(POOL_BYTES));
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  pool.fill(0, offset, offset + size);
  offset += size;
  return bytes;
}
