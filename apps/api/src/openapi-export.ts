import 'reflect-metadata';
import { loadConfig } from '@forms/config';
import { buildOpenApiDocumentOffline } from './app/openapi-document';

/**
 * Prints the OpenAPI document on stdout, built without a database, for the typed client's generator. The
 * defaults of the configuration are used, whatever the environment says, so that every machine
 * generates the same client.
 */
async function main(): Promise<void> {
  const document = await buildOpenApiDocumentOffline(loadConfig({}));
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
