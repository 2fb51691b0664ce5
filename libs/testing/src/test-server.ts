import type { EmbeddedPostgres } from '@forms/database';

/** What the global setup hands to the global teardown (same process, so through globalThis). */
export interface TestServer {
  readonly adminUrl: string;
  readonly templateDb: string;
  readonly databasePrefix: string;
  /** Absent when TEST_DATABASE_URL named an external server. */
  readonly embedded?: { readonly server: EmbeddedPostgres; readonly tempDir: string };
}

const KEY = Symbol.for('forms.testing.server');
type Holder = { [KEY]?: TestServer };

export function keepTestServer(server: TestServer): void {
  (globalThis as Holder)[KEY] = server;
}

export function takeTestServer(): TestServer | undefined {
  const server = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return server;
}
