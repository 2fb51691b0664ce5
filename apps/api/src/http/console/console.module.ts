import { Module } from '@nestjs/common';
import { ConsoleApiKeysController } from './console-api-keys.controller';
import { ConsoleSubmissionExportController } from './console-submission-export.controller';
import { ConsoleSubmissionsController } from './console-submissions.controller';
import { ConsoleTeamController } from './console-team.controller';
import { ConsoleFilesController } from './console-files.controller';
import { ConsoleAnalyticsController } from './console-analytics.controller';
import { ConsoleConfirmationEmailsController } from './console-confirmation-emails.controller';

/** The console's JSON API under /api/console: every route behind a member's session. */
@Module({
  controllers: [
    ConsoleSubmissionExportController,
    ConsoleSubmissionsController,
    ConsoleTeamController,
    ConsoleApiKeysController,
    ConsoleFilesController,
    ConsoleAnalyticsController,
    ConsoleConfirmationEmailsController,
  ]
})
export class ConsoleModule {}
