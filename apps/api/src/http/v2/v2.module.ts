import { Module } from '@nestjs/common';
import { SubmissionExportV2Controller } from './submission-export-v2.controller';
import { SubmissionsV2Controller } from './submissions-v2.controller';
import { FilesV2Controller } from './files-v2.controller';

@Module({ controllers: [SubmissionExportV2Controller, SubmissionsV2Controller, FilesV2Controller] })
export class V2Module {}
