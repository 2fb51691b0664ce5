import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '@forms/config';
import { V1_DEPRECATED_AT } from '../http/response/deprecation';
import { API_KEY_SCHEME } from '../http/openapi/openapi.decorators';
import { describeCrossCuttingRules, LICENSE } from './openapi-cross-cutting';
import { AppModule } from './app.module';
import { APP_CONFIG } from './tokens';
import { documentModules } from './openapi-modules';

type Schema = Record<string, unknown>;

/**
 * Response and request bodies are exact: a field the document does not name is not sent, and is refused
 * when received (forbidNonWhitelisted). Schemas that list properties are closed unless they say otherwise.
 */
function closeObjectSchemas(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    schema.forEach(closeObjectSchemas);
    return;
  }
  const object = schema as Schema;
  if ('$ref' in object) return;
  const properties = object['properties'] as Schema | undefined;
  if (properties) {
    if (object['additionalProperties'] === undefined) object['additionalProperties'] = false;
    Object.values(properties).forEach(closeObjectSchemas);
  }
  for (const key of ['items', 'allOf', 'oneOf', 'anyOf', 'schema']) closeObjectSchemas(object[key]);
}

export function closeDocument(document: OpenAPIObject): void {
  Object.values(document.components?.schemas ?? {}).forEach(closeObjectSchemas);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Schema[]) {
      if (typeof operation !== 'object' || operation === null) continue;
      for (const response of Object.values((operation['responses'] ?? {}) as Record<string, Schema>)) {
        Object.values((response['content'] ?? {}) as Record<string, Schema>).forEach(closeObjectSchemas);
      }
      const requestBody = operation['requestBody'] as Schema | undefined;
      Object.values((requestBody?.['content'] ?? {}) as Record<string, Schema>).forEach(closeObjectSchemas);
    }
  }
}

const DESCRIPTION = `
The external API of the form service. Every workspace has its own address, \`{base_url}\` =
\`{scheme}://{subdomain}.{APP_DOMAIN}[:{port}]\`, and every request carries a key of that workspace in
\`X-Api-Key\`.

Each key may make a number of requests per minute, counted across every replica of the service. Every
response to an accepted key carries the IETF fields \`RateLimit-Policy: "default";q=<limit>;w=60\` and
\`RateLimit: "default";r=<remaining>;t=<seconds until reset>\`; beyond the limit the answer is 429
\`Rate limit exceeded, try again later\` with \`Retry-After\`.

Checks happen in this order: workspace (404 \`Workspace not found\`), API key (401), its rate limit (429),
what the key may do (403 \`This API key can only read\` for a read key on POST, PATCH or DELETE), \`Accept\` (406),
body (415 non-JSON Content-Type, 413 over 1 MB, 400 malformed JSON), validation (422 naming the field), then
the operation. Every error body is exactly \`{"error": "<message>"}\`. A known path called with another
method answers 405 with an \`Allow\` header.

Every v2 \`POST\` accepts \`Idempotency-Key\` (1-255 printable ASCII characters, kept 24 hours per API key): a
retry with the same key and body gets the first answer again and changes nothing; the same key with another
request is 422, and a duplicate sent while the first still runs is 409.

Every v2 \`GET\` that answers 200 carries a strong \`ETag\`; sent back in \`If-None-Match\`, it gets 304 with no
body (and the same \`ETag\`) while the response would be the same.

Lists take \`page_number\` (default 1) and \`page_size\` (default 30, clamped to 100). Timestamps are
\`YYYY-MM-DDTHH:MM:SSZ\` in UTC.

**v1 is deprecated** (\`Deprecation: ${V1_DEPRECATED_AT}\`); v2 replaces it.
`.trim();

/** The OpenAPI 3 document of the external API's controllers, as served at /api/docs-json. */
export function buildOpenApiDocument(app: INestApplication, config: AppConfig = app.get<AppConfig>(APP_CONFIG)): OpenAPIObject {
  const local = config.APP_DOMAIN === 'localhost';
  const builder = new DocumentBuilder()
    .setTitle('Form Service API')
    .setDescription(DESCRIPTION)
    .setVersion('2')
    .addServer('{scheme}://{subdomain}.{domain}', 'A workspace address, {base_url}', {
      scheme: { enum: ['https', 'http'], default: local ? 'http' : 'https' },
      subdomain: { default: 'acme', description: 'The workspace subdomain' },
      domain: { default: local ? `${config.APP_DOMAIN}:${config.PORT}` : config.APP_DOMAIN },
    })
    .addServer('/', 'The address this document was loaded from (open the docs on a workspace address)')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'A key of the workspace the host names' }, API_KEY_SCHEME)
    .addTag('v2', 'The current API')
    .addTag('v1', `Deprecated since 2026-01-01 (Deprecation: ${V1_DEPRECATED_AT}); use v2`)
    .addTag('public', "What a published form's respondents call, from any site and with no key: the JSON intake and file uploads")
    .addTag('health', 'Probes; they answer on any host and need no key')
    .setLicense(LICENSE.name, LICENSE.url(config));
  const document = documentModules(app, 'external', (include) =>
    SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (_controller, method) => method, include }),
  );
  closeDocument(document);
  describeCrossCuttingRules(document, { rateLimit: config.API_RATE_LIMIT });
  return document;
}

/**
 * The same document without a database or a listening server: the module graph is assembled in preview
 * mode (nothing is instantiated), which is all the document needs. For generating the typed client.
 */
export async function buildOpenApiDocumentOffline(config: AppConfig): Promise<OpenAPIObject> {
  const dataSource = new DataSource({ type: 'postgres' });
  const app = await NestFactory.create(AppModule.forRoot({ config, dataSource }), { preview: true, logger: false, abortOnError: false });
  try {
    return buildOpenApiDocument(app, config);
  } finally {
    await app.close();
  }
}
