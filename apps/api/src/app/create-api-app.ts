import 'reflect-metadata';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '@forms/config';
import { poolOf, type PostgresAdapters } from '@forms/persistence';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { deprecationHeaders } from '../http/response/deprecation';
import { HttpErrorFilter } from '../http/errors/http-error.filter';
import { RouteTable } from '../http/request/method-not-allowed';
import { securityHeaders } from '../http/response/security-headers';
import { trustedProxies } from '../http/auth/trusted-proxies';
import { WorkspaceAddressing } from '../http/auth/workspace-addressing';
import { DrainState } from '../lifecycle/drain';
import { createLogger, PinoNestLogger } from '../observability/logger';
import { Metrics } from '../observability/metrics';
import { outboxBacklog } from '../observability/outbox-backlog';
import { requestObserver } from '../observability/request-observer';
import { receiveDeadlines } from '../http/request/receive-deadline';
import { originFormTargets, pathOf } from '../http/request/request-target';
import { AppModule } from './app.module';
import { JsonExpressAdapter } from './json-express.adapter';
import { DATABASE_HEALTH, type DatabaseHealth, POSTGRES_ADAPTERS, PUBLIC_RATE_LIMITER } from './tokens';
import { publicRateLimit } from '../http/public/shared/public-rate-limit';
import type { RequestRateLimiter } from '@forms/application';
import { buildOpenApiDocument } from './openapi-document';
import { buildConsoleOpenApiDocument, CONSOLE_DOCUMENT_PATH } from './console-openapi-document';
import { cacheValidationMetadata } from '../http/request/validation-metadata-cache';

export { buildOpenApiDocument } from './openapi-document';

/** How much later than the longest per-request limit Node's own request timeout strikes. */
const RECEIVE_BACKSTOP_MARGIN_MS = 5_000;
export { openApiDataSource } from './api-data-source';

export interface CreateApiAppOptions {
  config: AppConfig;
  /** Initialized; owned by the caller, who destroys it after app.close(). */
  dataSource: DataSource;
  /** JSON log lines (requests, framework, worker); defaults to stderr at config.LOG_LEVEL. */
  log?: Logger;
  /** Defaults to the JSON logger above; false silences Nest (request lines still go to `log`). */
  logger?: LoggerService | false;
  /** The console's built web app; dist/apps/console of this checkout by default. */
  consoleDir?: string;
}

/**
 * The API, fully configured and initialized (routes, Swagger, the outbox worker), but not listening:
 * the caller chooses the port. app.close() stops the worker.
 */
export async function createApiApp(options: CreateApiAppOptions): Promise<INestApplication> {
  const { config, dataSource } = options;
  cacheValidationMetadata();
  const log = options.log ?? createLogger(config);
  const pool = poolOf(dataSource);
  const drain = new DrainState();
  const metrics = new Metrics(pool, outboxBacklog(pool));
  const adapter = new JsonExpressAdapter({
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    // The backstop: each request is held to its own limit by receiveDeadlines, which answers first.
    requestTimeoutMs: Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.UPLOAD_TIMEOUT_MS) + RECEIVE_BACKSTOP_MARGIN_MS,
    keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, dataSource }, { metrics, drain }, options.consoleDir), adapter, {
    // Bodies are read by ContentNegotiationGuard, after authentication (the workspace and the key are checked before the input).
    bodyParser: false,
    // Fail the caller's start-up with an exception instead of exiting the process.
    abortOnError: false,
    logger: options.logger === undefined ? new PinoNestLogger(log) : options.logger,
  });
  app.disable('x-powered-by');
  // Express's own (weak) ETag would hash every response, v1 and errors included; v2 reads get a strong
  // one from JsonExpressAdapter instead.
  app.set('etag', false);
  // Only the balancer's own hop is believed: req.ip is then the address it saw, whatever a client forged.
  const trusted = trustedProxies(config.TRUST_PROXY);
  app.set('trust proxy', (address: string, hop: number) => hop === 0 && trusted(address));
  app.useGlobalFilters(new HttpErrorFilter(app.get<DatabaseHealth>(DATABASE_HEALTH).isUnavailable));

  const document = buildOpenApiDocument(app);
  const consoleDocument = buildConsoleOpenApiDocument(app);
  const consoleDocumentJson = JSON.stringify(consoleDocument);
  // Registered before init, so these run ahead of the routes; the first makes every target origin form.
  app.use(originFormTargets());
  app.use(
    receiveDeadlines({
      requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: config.UPLOAD_TIMEOUT_MS,
      uploadMinBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    }),
  );
  app.use(requestObserver(metrics, log, drain));
  app.use(securityHeaders());
  const publicLimiter = app.get<RequestRateLimiter | null>(PUBLIC_RATE_LIMITER);
  if (publicLimiter) app.use(publicRateLimit(publicLimiter, app.get(WorkspaceAddressing), app.get<PostgresAdapters>(POSTGRES_ADAPTERS).authentication));
  app.use(deprecationHeaders(app.get(WorkspaceAddressing)));
  app.use(RouteTable.fromOpenApi({ paths: { ...document.paths, ...consoleDocument.paths } }).middleware());
  // Readable without a session, on any host, like the external API's document.
  app.use(CONSOLE_DOCUMENT_PATH, (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    // Mounted on the path: anything below it, or another method, is for the router (404, 405).
    const below = pathOf(request);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || (below !== '/' && below !== '')) return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(consoleDocumentJson);
  });
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Form Service API',
    // A key typed into the UI lives only as long as the tab: never written to the browser's storage.
    swaggerOptions: { deepLinking: true, persistAuthorization: false },
  });

  await app.init();
  return app;
}
