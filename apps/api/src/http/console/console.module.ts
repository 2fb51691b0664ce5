import { Module } from '@nestjs/common';
import { ConsoleApiKeysController } from './console-api-keys.controller';
import { ConsoleTeamController } from './console-team.controller';
import { ConsoleWebhooksController } from './console-webhooks.controller';
import { ConsoleFilesController } from './console-files.controller';
import { ConsoleAnalyticsController } from './console-analytics.controller';
import { ConsoleConfirmationEmailsController } from './console-confirmation-emails.controller';

/** The console's JSON API under /api/console: every route behind a member's session. */
@Module({
  controllers: [
    ConsoleTeamController,
    ConsoleApiKeysController,
    ConsoleWebhooksController,
    ConsoleFilesController,
    ConsoleAnalyticsController,
    ConsoleConfirmationEmailsController,
  ]
})
export class ConsoleModule {}
