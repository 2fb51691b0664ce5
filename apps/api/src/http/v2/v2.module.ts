import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { SubmissionExportV2Controller } from './submission-export-v2.controller';
import { SubmissionsV2Controller } from './submissions-v2.controller';
import { TeamMembersV2Controller } from './team-members-v2.controller';
import { FilesV2Controller } from './files-v2.controller';

@Module({ controllers: [SubmissionExportV2Controller, SubmissionsV2Controller, TeamMembersV2Controller, MeController, FilesV2Controller] })
export class V2Module {}
