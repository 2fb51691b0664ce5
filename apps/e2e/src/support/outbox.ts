import { Client } from 'pg';

/**
 * Resolves once the outbox holds nothing a worker could still be delivering or pick up now: every message
 * is done, has failed for good, or waits for a retry later (not leased, not due). Whatever email the
 * service was going to send by then has reached the mail catcher, since a message is marked done only
 * after the SMTP server accepted it; so "no (more) email" checked afterwards means none is on its way,
 * which a fixed pause could only make likely. Read on a connection of the test's own, across workspaces.
 */
export async function outboxSettled(databaseUrl: string, timeoutMs = 15_000): Promise<void> {
  await untilOutbox(
    databaseUrl,
    `SELECT count(*)::int AS n FROM outbox
     WHERE completed_at IS NULL AND failed_at IS NULL AND (lease_token IS NOT NULL OR next_attempt_at <= now())`,
    [],
    (n) => n === 0,
    'the outbox to have nothing left to deliver now',
    timeoutMs,
  );
}

/** Resolves once a delivery of a message whose payload names `text` has been attempted and failed. */
export function outboxDeliveryFailed(databaseUrl: string, text: string, timeoutMs = 15_000): Promise<void> {
  return untilOutbox(
    databaseUrl,
    `SELECT count(*)::int AS n FROM outbox WHERE payload::text LIKE '%' || $1 || '%' AND attempts >= 1 AND last_error IS NOT NULL`,
    [text],
    (n) => n > 0,
    `a failed delivery of the message about ${text}`,
    timeoutMs,
  );
}

async function untilOutbox(
  databaseUrl: string,
  query: string,
  values: unknown[],
  done: (n: number) => boolean,
  description: string,
  timeoutMs: number,
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(query, values);
      if (done(rows[0].n)) return;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${description} (count ${rows[0].n})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await client.end();
  }
}
