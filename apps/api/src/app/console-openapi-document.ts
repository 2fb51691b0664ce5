import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '@forms/config';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../http/auth/session-cookie';
import { CONSOLE_TAGS, SESSION_SCHEME } from '../http/access/console-api';
import { answersJson, LICENSE, RATE_LIMIT_MESSAGE } from './openapi-cross-cutting';
import { closeDocument } from './openapi-document';
import { documentModules } from './openapi-modules';
import { AppModule } from './app.module';
import { APP_CONFIG } from './tokens';

type Json = Record<string, unknown>;

export const CONSOLE_DOCUMENT_PATH = '/api/console/docs-json';
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const DESCRIPTION = `
The JSON API of the console, the web app at \`{base_url}/console\`; the console is its only client. Every
route needs a member's session: the cookie that signing in sets (host-only, HttpOnly), \`${SECURE_SESSION_COOKIE}\`
over https (Secure) and \`${SESSION_COOKIE}\` over plain http.
\`X-Api-Key\` is ignored here, as cookies are on the external API.

Checks happen in this order: workspace (404 \`Workspace not found\`), session (401 \`Sign in to continue\`),
for \`POST\`, \`PATCH\` and \`DELETE\` an \`Origin\` header equal to the workspace's origin (403
\`Cross-site request refused\`), the member's role (403 \`Only Admins can ...\`), \`Accept\` (406), body (415,
413, 400), validation (422 naming the field), then the operation. Every error body is
\`{"error": "<message>"}\`, and a refused field (422) adds \`"field"\`, its path (\`form.title\`);
every response carries \`Cache-Control: no-store\`.

Forms, submissions and webhooks have the shapes of the external API's v2, team members their v1 shape
with \`active\`; lists take \`page_number\` (default 1) and \`page_size\` (default 30, clamped to 100).
Every \`GET\` that answers 200 carries a strong \`ETag\`; \`PATCH /forms/{form_id}\` takes it in \`If-Match\`.
`.trim();

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
const ENTITY_TAG_HEADER = {
  ETag: { description: 'Strong validator of this response body', schema: { type: 'string', example: '"3q2-7wEjRWeJq83vEjRWeJq83vE"' } },
};

/** Adds `message` to the examples of an error response, creating the response when it is missing. */
function addErrorExample(responses: Record<string, Json>, status: string, description: string, message: string): void {
  const response = (responses[status] ??= { description, content: { 'application/json': { schema: ERROR_SCHEMA } } });
  if (!String(response['description']).includes(description)) response['description'] = `${String(response['description'])}; or ${description}`;
  const media = (((response['content'] ??= {}) as Record<string, Json>)['application/json'] ??= { schema: ERROR_SCHEMA });
  const examples = (media['examples'] as Record<string, Json> | undefined) ?? {};
  if (media['example'] !== undefined) {
    const single = media['example'] as { error?: string };
    examples[single.error ?? 'example'] = { summary: single.error, value: single };
    delete media['example'];
  }
  examples[message] ??= { summary: message, value: { error: message } };
  media['examples'] = examples;
}

/** The rules every console operation of a kind follows, documented from its method. */
function describeConsoleRules(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation) continue;
      const responses = (operation['responses'] ??= {}) as Record<string, Json>;
      if (WRITE_METHODS.has(method)) {
        addErrorExample(responses, '403', 'the Origin header is missing, null, or not the workspace origin', CROSS_SITE_MESSAGE);
      }
      if (method === 'get' && responses['200'] && answersJson(responses)) {
        responses['200']['headers'] = { ...((responses['200']['headers'] as Json | undefined) ?? {}), ...ENTITY_TAG_HEADER };
        responses['304'] ??= { description: 'Not modified: the ETag named in If-None-Match is still current. No body.', headers: ENTITY_TAG_HEADER };
      }
      responses['429'] ??= {
        description: "The member has used this minute's quota; Retry-After says when to try again",
        headers: { 'Retry-After': { description: 'Seconds until the quota is whole again', schema: { type: 'integer', minimum: 1 } } },
        content: { 'application/json': { schema: ERROR_SCHEMA, example: { error: RATE_LIMIT_MESSAGE } } },
      };
    }
  }
}

/** The console's error bodies may name the refused field; the external API's never do. */
function describeErrorField(document: OpenAPIObject): void {
  const error = document.components?.schemas?.['Error'] as Json | undefined;
  if (!error) return;
  error['description'] = 'Every error body: a human-readable message and, when it refuses a field (422), that field\'s path.';
  error['properties'] = {
    ...(error['properties'] as Json),
    field: { type: 'string', description: 'The path of the field the message names, as the request wrote it', example: 'form.title' },
  };
}

/** The console's OpenAPI 3 document, as served at /api/console/docs-json. */
export function buildConsoleOpenApiDocument(app: INestApplication, config: AppConfig = app.get<AppConfig>(APP_CONFIG)): OpenAPIObject {
  const local = config.APP_DOMAIN === 'localhost';
  const builder = new DocumentBuilder()
    .setTitle('Form Service console API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addServer('{scheme}://{subdomain}.{domain}', 'A workspace address, {base_url}', {
      scheme: { enum: ['https', 'http'], default: local ? 'http' : 'https' },
      subdomain: { default: 'acme', description: 'The workspace subdomain' },
      domain: { default: local ? `${config.APP_DOMAIN}:${config.PORT}` : config.APP_DOMAIN },
    })
    .addServer('/', 'The address this document was loaded from')
    .setLicense(LICENSE.name, LICENSE.url(config))
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: `The session signing in started (\`${SECURE_SESSION_COOKIE}\` over https)` }, SESSION_SCHEME);
  for (const [name, description] of Object.entries(CONSOLE_TAGS)) builder.addTag(name, description);
  const document = documentModules(app, 'console', (include) =>
    SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (_controller, method) => method, include }),
  );
  closeDocument(document);
  describeConsoleRules(document);
  describeErrorField(document);
  return document;
}

/** The same document without a database or a listening server, for generating the console's typed client. */
export async function buildConsoleOpenApiDocumentOffline(config: AppConfig): Promise<OpenAPIObject> {
  const dataSource = new DataSource({ type: 'postgres' });
  const app = await NestFactory.create(AppModule.forRoot({ config, dataSource }), { preview: true, logger: false, abortOnError: false });
  try {
    return buildConsoleOpenApiDocument(app, config);
  } finally {
    await app.close();
  }
}
