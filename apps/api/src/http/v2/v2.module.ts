import { Module } from '@nestjs/common';
import { FormsV2Controller } from './forms-v2.controller';
import { TeamMembersV2Controller } from './team-members-v2.controller';

@Module({ controllers: [FormsV2Controller, TeamMembersV2Controller] })
export class V2Module {}
