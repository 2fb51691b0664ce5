import { Module } from '@nestjs/common';
import { TeamConsoleOnlyController } from './team-console-only.controller';
import { TeamMembersController } from './team-members.controller';
import { TeamV2OnlyController } from './team-v2-only.controller';

/** The team: members for integrators (v2, read only) and the console, roles for the console. */
@Module({ controllers: [TeamMembersController, TeamV2OnlyController, TeamConsoleOnlyController] })
export class TeamModule {}
