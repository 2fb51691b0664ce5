import { Module } from '@nestjs/common';
import { SubmissionExportController } from './submission-export.controller';
import { SubmissionsController } from './submissions.controller';

/** A form's submissions and their export, for integrators (v2) and the console; the export's route comes first. */
@Module({ controllers: [SubmissionExportController, SubmissionsController] })
export class SubmissionsModule {}
