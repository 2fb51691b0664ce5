import { Module } from '@nestjs/common';
import { FormsV1Controller } from './forms-v1.controller';
import { TeamMembersV1Controller } from './team-members-v1.controller';

/** The deprecated v1 API: its own shapes over the same use cases as v2. */
@Module({ controllers: [FormsV1Controller, TeamMembersV1Controller] })
export class V1Module {}
