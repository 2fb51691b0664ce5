import { Module } from '@nestjs/common';
import { ConsoleSubmissionExportController } from './console-submission-export.controller';
import { ConsoleSubmissionsController } from './console-submissions.controller';
import { ConsoleFilesController } from './console-files.controller';
import { ConsoleAnalyticsController } from './console-analytics.controller';
import { ConsoleConfirmationEmailsController } from './console-confirmation-emails.controller';

/** The console's JSON API under /api/console: every route behind a member's session. */
@Module({
  controllers: [
    ConsoleSubmissionExportController,
    ConsoleSubmissionsController,
    ConsoleFilesController,
    ConsoleAnalyticsController,
    ConsoleConfirmationEmailsController,
  ]
})
export class ConsoleModule {}
