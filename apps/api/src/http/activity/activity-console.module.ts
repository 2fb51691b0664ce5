import { Module } from '@nestjs/common';
import { ActivityConsoleController } from './activity-console.controller';

/** The console's activity log; its use case comes from the application module, like every other. */
@Module({ controllers: [ActivityConsoleController] })
export class ActivityConsoleModule {}
