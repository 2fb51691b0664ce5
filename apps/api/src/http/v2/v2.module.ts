import { Module } from '@nestjs/common';
import { FormsV2Controller } from './forms-v2.controller';
import { MeController } from './me.controller';
import { TeamMembersV2Controller } from './team-members-v2.controller';

@Module({ controllers: [FormsV2Controller, TeamMembersV2Controller, MeController] })
export class V2Module {}
