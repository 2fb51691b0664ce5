import 'reflect-metadata';
import { loadConfig } from '@forms/config';
import { buildConsoleOpenApiDocumentOffline } from './app/console-openapi-document';

/** Prints the console's OpenAPI document on stdout, built without a database, for its typed client's generator. */
async function main(): Promise<void> {
  const document = await buildConsoleOpenApiDocumentOffline(loadConfig({}));
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
