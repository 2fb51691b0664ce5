import 'reflect-metadata';
import { type INestApplication, type LoggerService, type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig, LogLevel } from '@forms/config';
import type { DataSource } from 'typeorm';
import { deprecationHeaders } from '../http/deprecation';
import { HttpErrorFilter } from '../http/http-error.filter';
import { RouteTable } from '../http/method-not-allowed';
import { WorkspaceAddressing } from '../http/workspace-addressing';
import { AppModule } from './app.module';
import { JsonExpressAdapter } from './json-express.adapter';
import { DATABASE_HEALTH, type DatabaseHealth } from './tokens';
import { buildOpenApiDocument } from './openapi-document';

export { buildOpenApiDocument } from './openapi-document';

export interface CreateApiAppOptions {
  config: AppConfig;
  /** Initialized; owned by the caller, who destroys it after app.close(). */
  dataSource: DataSource;
  /** Defaults to Nest's console logger at config.LOG_LEVEL; false silences Nest. */
  logger?: LoggerService | false;
}

const LEVELS: readonly NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** LOG_LEVEL and every level more severe than it. */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

/**
 * The API, fully configured and initialized (routes, Swagger, the invitation worker), but not listening:
 * the caller chooses the port. app.close() stops the worker.
 */
export async function createApiApp(options: CreateApiAppOptions): Promise<INestApplication> {
  const { config, dataSource } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, dataSource }), new JsonExpressAdapter(), {
    // Bodies are read by ContentNegotiationGuard, after authentication (the workspace and the key are checked before the input).
    bodyParser: false,
    // Fail the caller's start-up with an exception instead of exiting the process.
    abortOnError: false,
    logger: options.logger === undefined ? nestLogLevels(config.LOG_LEVEL) : options.logger,
  });
  app.disable('x-powered-by');
  // Express's own (weak) ETag would hash every response, v1 and errors included; v2 reads get a strong
  // one from JsonExpressAdapter instead.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.useGlobalFilters(new HttpErrorFilter(app.get<DatabaseHealth>(DATABASE_HEALTH).isUnavailable));

  const document = buildOpenApiDocument(app);
  // Registered before init, so these run ahead of the routes.
  app.use(deprecationHeaders(app.get(WorkspaceAddressing)));
  app.use(RouteTable.fromOpenApi(document).middleware());
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Form Service API',
    swaggerOptions: { deepLinking: true, persistAuthorization: true },
  });

  await app.init();
  return app;
}
