import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { TeamMembersV2Controller } from './team-members-v2.controller';
import { WebhooksV2Controller } from './webhooks-v2.controller';

@Module({ controllers: [TeamMembersV2Controller, MeController, WebhooksV2Controller] })
export class V2Module {}
