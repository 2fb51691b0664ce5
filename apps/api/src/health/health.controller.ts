import { Controller, Get, Inject } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { DATABASE_HEALTH, type DatabaseHealth } from '../app/tokens';
import { HttpError } from '../http/errors/http-error';
import { DrainState } from '../lifecycle/drain';
import { ApiErrorResponse, PublicOperation, RequestHeadersTooLarge } from '../http/openapi/openapi.decorators';
import { HealthStatusDto } from './health-status.dto';

const OK = { status: 'ok' } as const;

/** Probes for the orchestrator; they answer on any host and need no key. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HEALTH) private readonly database: DatabaseHealth,
    @Inject(DrainState) private readonly drain: DrainState,
  ) {}

  @Get('live')
  @PublicOperation({
    operationId: 'healthLive',
    summary: 'The process is up',
    description: 'Answers 200 as long as the process runs, without touching the database: an orchestrator restarts the process when it stops answering.',
  })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Alive' })
  @RequestHeadersTooLarge()
  live(): typeof OK {
    return OK;
  }

  @Get('ready')
  @PublicOperation({
    operationId: 'healthReady',
    summary: 'The process can serve requests: the database answers and the process is not shutting down',
    description: 'A balancer sends traffic to this process only while this answers 200: 503 while the database does not answer, and from the moment a shutdown begins, so that requests drain away first.',
  })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Ready' })
  @RequestHeadersTooLarge()
  @ApiErrorResponse(503, 'The database does not answer, or the process is shutting down', 'Database unavailable', 'Shutting down')
  async ready(): Promise<typeof OK> {
    // First, and without touching the database: the balancer must see this the moment SIGTERM arrives.
    if (this.drain.draining) throw new HttpError(503, 'Shutting down');
    try {
      await this.database.ping();
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return OK;
  }
}
