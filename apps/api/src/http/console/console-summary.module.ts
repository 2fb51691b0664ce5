import { Module } from '@nestjs/common';
import { ConsoleSummaryController } from './console-summary.controller';

/** The console's per-question summary: behind a member's session, like the rest of /api/console. */
@Module({ controllers: [ConsoleSummaryController] })
export class ConsoleSummaryModule {}
