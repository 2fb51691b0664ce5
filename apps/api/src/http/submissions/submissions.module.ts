import { Module } from '@nestjs/common';
import { SubmissionExportController } from './submission-export.controller';
import { SubmissionsController } from './submissions.controller';
import { PartialResponsesController } from './partial-responses.controller';

/** A form's submissions, their export and its partial responses (visits that have not submitted yet), for integrators (v2) and the console; the export's route comes first. */
@Module({ controllers: [SubmissionExportController, SubmissionsController, PartialResponsesController] })
export class SubmissionsModule {}
