import { Module } from '@nestjs/common';
import { ConsolePermissionGuard } from './console-api';
import { ConsoleSummaryController } from './console-summary.controller';

/** The console's per-question summary: behind a member's session, like the rest of /api/console. */
@Module({ controllers: [ConsoleSummaryController], providers: [ConsolePermissionGuard] })
export class ConsoleSummaryModule {}
