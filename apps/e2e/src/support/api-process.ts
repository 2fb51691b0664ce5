import type { AddressInfo } from 'node:net';
import { loadConfig } from '@forms/config';
import { openDataSource } from '@forms/persistence';
// The app under test is a deployable, not a lib: this process boots it the way main.ts does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createApiApp } from '../../../api/src/app/create-api-app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { limitHeapGrowth } from '../../../api/src/lifecycle/heap-growth';

// The API in a process of its own, on the database of DATABASE_URL (already migrated), listening on a
// free loopback port that it prints as one line `listening <port>`. Run through ts-process.js.
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig(process.env);
  const dataSource = await openDataSource(config.DATABASE_URL!, { poolSize: config.DB_POOL_SIZE });
  const app = await createApiApp({ config, dataSource });
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`listening ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
