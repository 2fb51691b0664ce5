import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DATABASE_HEALTH, type DatabaseHealth } from '../app/tokens';
import { HttpError } from '../http/http-error';
import { ApiErrorResponse } from '../http/openapi.decorators';
import { HealthStatusDto } from './health-status.dto';

const OK = { status: 'ok' } as const;

/** Probes for the orchestrator; they answer on any host and need no key. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HEALTH) private readonly database: DatabaseHealth) {}

  @Get('live')
  @ApiOperation({ operationId: 'healthLive', summary: 'The process is up' })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Alive' })
  live(): typeof OK {
    return OK;
  }

  @Get('ready')
  @ApiOperation({ operationId: 'healthReady', summary: 'The process can serve requests: the database answers' })
  @ApiResponse({ status: 200, type: HealthStatusDto, description: 'Ready' })
  @ApiErrorResponse(503, 'The database does not answer', 'Database unavailable')
  async ready(): Promise<typeof OK> {
    try {
      await this.database.ping();
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return OK;
  }
}
