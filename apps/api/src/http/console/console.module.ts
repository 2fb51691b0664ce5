import { Module } from '@nestjs/common';
import { ConsoleApiKeysController } from './console-api-keys.controller';
import { ConsoleTeamController } from './console-team.controller';
import { ConsoleWebhooksController } from './console-webhooks.controller';

/** The console's JSON API under /api/console: every route behind a member's session. */
@Module({
  controllers: [
    ConsoleTeamController,
    ConsoleApiKeysController,
    ConsoleWebhooksController,
  ]
})
export class ConsoleModule {}
