import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { ConfirmationEmailsConsoleOnlyController } from './confirmation-emails-console-only.controller';
import { FunnelController } from './funnel.controller';
import { SummaryController } from './summary.controller';

/** What a form's submissions and views add up to, for integrators (v2) and the console. */
@Module({ controllers: [AnalyticsController, FunnelController, SummaryController, ConfirmationEmailsConsoleOnlyController] })
export class InsightsModule {}
