import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DATABASE_HEALTH, type DatabaseHealth } from '../app/tokens';
import { HttpError } from '../http/errors/http-error';
import { DrainState } from '../lifecycle/drain';
import { ApiErrorResponse } from '../http/openapi/openapi.decorators';
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
  @ApiOperation({ operationId: 'healthLive', summary: 'The process is up' })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Alive' })
  live(): typeof OK {
    return OK;
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'healthReady',
    summary: 'The process can serve requests: the database answers and the process is not shutting down',
  })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Ready' })
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
